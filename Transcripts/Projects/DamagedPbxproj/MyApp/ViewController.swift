//
//  ViewController.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
    }


}

