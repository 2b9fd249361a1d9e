import Foundation
import LabCore
import Testing
@testable import LabToolchain

@Suite struct InterfaceBuilderTests {
    init() { TestHome.prepare() }

    @Test func compilesTheSampleStoryboardAsXcodeNamesIt() throws {
        let path = Fixtures.sample("Empty Window") + "/Base.lproj/Main.storyboard"
        let data = try #require(FileManager.default.contents(atPath: path))
        let (storyboard, files) = try StoryboardCompiler.compile(file: "Base.lproj/Main.storyboard", data: data)
        #expect(files.keys.sorted() == ["BYZ-38-t0r-view-8bC-Xf-vdC.nib", "Info.plist", "UIViewController-BYZ-38-t0r.nib"])
        let info = try PlistReader.read(try #require(files["Info.plist"]))
        #expect(info.value(atPath: "UIStoryboardDesignatedEntryPointIdentifier") == .string("UIViewController-BYZ-38-t0r"))
        #expect(info.value(atPath: "UIViewControllerIdentifiersToNibNames.UIViewController-BYZ-38-t0r") == .string("UIViewController-BYZ-38-t0r"))
        #expect(info.value(atPath: "UIStoryboardVersion") == .integer(1))

        let controller = try #require(storyboard.initialController)
        #expect(controller.id == "BYZ-38-t0r")
        #expect(controller.uikitClass == "UIViewController")
        #expect(controller.customClass == "ViewController")
        #expect(controller.customModule == "Empty_Window")
        let view = try #require(controller.children.first)
        #expect(view.id == "8bC-Xf-vdC")
        #expect(view.attributes["backgroundColor"] == "systemBackgroundColor")
        #expect(view.attributes["frame"] == "{{0.0, 0.0}, {393, 852}}")
        let label = try #require(view.children.first)
        #expect(label.uikitClass == "UILabel")
        #expect(label.attributes["text"] == "Empty Window")
        #expect(label.attributes["font"] == "system 18")
        #expect(storyboard.nibName(forControllerID: "BYZ-38-t0r") == "UIViewController-BYZ-38-t0r")

        // The nib files read back to the same objects.
        let nib = try NibArchive.nib(from: PlistReader.read(try #require(files["BYZ-38-t0r-view-8bC-Xf-vdC.nib"])))
        #expect(nib.objects == [view])
    }

    @Test func storyboardIdentifiersNameTheirNibs() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <connections><segue destination="list-1" kind="relationship" relationship="rootViewController" id="seg-1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController storyboardIdentifier="List" id="list-1" customClass="ListController" sceneMemberID="viewController">
                        <tableView key="view" id="tbl-1"/>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let (storyboard, files) = try StoryboardCompiler.compile(file: "Main.storyboard", data: Data(xml.utf8))
        #expect(files.keys.sorted() == ["Info.plist", "List.nib", "UINavigationController-nav-1.nib", "list-1-view-tbl-1.nib"])
        #expect(storyboard.initialController?.attributes["relationship.rootViewController"] == "list-1")
        #expect(storyboard.controller(withIdentifier: "List")?.children.first?.uikitClass == "UITableView")
    }

    @Test func truncatedStoryboardFailsEvenThoughXMLParserSaysYes() {
        #expect(Fixtures.failure(building: Fixtures.project("TruncatedStoryboard")).map(\.headline) == [
            "Base.lproj/Main.storyboard:14: error: the document ends before <objects> (opened on line 8) is closed — is the file truncated?",
        ])
    }

    @Test func storyboardMistakesNameTheirLine() {
        let wrongRoot = Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8)
        #expect(throws: BuildFailure(.error("Main.storyboard", line: 2,
            "not an Interface Builder document: the root element is <plist>, expected <document>"))) {
            try StoryboardCompiler.compile(file: "Main.storyboard", data: wrongRoot)
        }
        let badEntry = Data("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nope">
        <scenes/>
        </document>
        """.utf8)
        #expect(throws: BuildFailure(.error("Main.storyboard", line: 1,
            "initialViewController \"nope\" names no view controller in this storyboard"))) {
            try StoryboardCompiler.compile(file: "Main.storyboard", data: badEntry)
        }
    }

    @Test func xibBecomesANibWithFilesOwner() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController">
                    <connections><outlet property="view" destination="v-1" id="c-1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view contentMode="scaleToFill" id="v-1">
                    <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom"/>
                </view>
            </objects>
        </document>
        """
        let (nib, _) = try XibCompiler.compile(file: "DetailView.xib", data: Data(xml.utf8))
        #expect(nib.objects.map(\.effectiveClass) == ["DetailViewController", "UIView"])
        #expect(nib.objects[0].attributes["outlet.view"] == "v-1")
        #expect(nib.objects[1].attributes["backgroundColor"] == "rgba(1, 0.5, 0, 1)")
        #expect(Fixtures.failure(building: Fixtures.project("BadXib")).map(\.headline) == [
            "DetailView.xib:13: error: the closing tag here does not match <label> (opened on line 12)",
        ])
    }

    /// User-defined runtime attributes, in document order, each as key path, type and value;
    /// a detail cell's `textLabel`/`detailTextLabel` attributes become its outlets; tags stay.
    @Test func runtimeAttributesTagsAndDetailCellLabels() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" tag="3" id="v-1">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="10"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" red="1" green="0" blue="0" alpha="1"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="glows" value="YES"/>
                        <userDefinedRuntimeAttribute type="size" keyPath="offset"><size key="value" width="2" height="3"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                <tableViewCell reuseIdentifier="Right" textLabel="l-1" detailTextLabel="l-2" style="IBUITableViewCellStyleValue1" id="c-1">
                    <tableViewCellContentView key="contentView" id="cv-1">
                        <subviews>
                            <label text="Title" id="l-1"/>
                            <label text="Detail" id="l-2"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let (nib, _) = try XibCompiler.compile(file: "Card.xib", data: Data(xml.utf8))
        #expect(nib.objects[0].attributes["tag"] == "3")
        #expect(nib.objects[0].attributes[NibObject.runtimeAttributesAttribute] == [
            "layer.cornerRadius\tnumber\t10", "borderColor\tcolor\trgba(1, 0, 0, 1)", "glows\tboolean\tYES", "offset\tsize\t{2, 3}",
        ].joined(separator: "\n"))
        #expect(nib.objects[1].attributes["outlet.textLabel"] == "l-1")
        #expect(nib.objects[1].attributes["outlet.detailTextLabel"] == "l-2")
        #expect(nib.objects[1].attributes["textLabel"] == nil)
    }
}
