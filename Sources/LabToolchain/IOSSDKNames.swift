/// The iOS SDK's public names, module by module: its frameworks, their types, and for the
/// classes learners use most, the members they call and override. The build reads it to tell
/// an API LifecycleLab does not simulate (swiftc: "cannot find 'SKSpriteNode' in scope") from
/// a learner's typo: see `UnsimulatedSDKDiagnostics`.
///
/// Source: the names and Swift spellings of Apple's iOS SDK reference (developer.apple.com/documentation),
/// iOS 17, checked against the books the lab's material follows; no description is copied.
/// The list is of iOS's names, not the lab's: whether the lab simulates one is what swiftc
/// finds in the simulated SDK, so the list needs no change when the lab gains an API.
///
/// Extending it: add a line under the right `module`. The format (docs/formats.md,
/// "The iOS SDK's names"):
/// - `module NAME`: the framework the following lines belong to (`import NAME`);
/// - `types A B:Super …`: types, with a superclass when members are inherited through it;
/// - `globals f g …`: functions, constants and global variables (`UIGraphicsGetCurrentContext`, `kSecClass`);
/// - `extend A` then indented lines of members this module adds to another module's type;
/// - `type A:Super` then indented lines of members: a method as its selector
///   (`viewWillTransition(to:with:)`, `init(named:)`), a property or nested type by name;
/// - `#` starts a comment.
enum IOSSDKNames {
    /// The parsed list.
    static let catalog = SDKNameCatalog(listing: listing)

    static let listing = """
    module Foundation
    # Foundation's parts that swift-corelibs-foundation (Linux) lacks or that iOS adds.
    type NSObject
        init() observe(_:options:changeHandler:) addObserver(_:forKeyPath:options:context:) removeObserver(_:forKeyPath:)
        removeObserver(_:forKeyPath:context:) observeValue(forKeyPath:of:change:context:) value(forKey:) value(forKeyPath:)
        setValue(_:forKey:) setValue(_:forKeyPath:) setValue(_:forUndefinedKey:) value(forUndefinedKey:) setValuesForKeys(_:)
        dictionaryWithValues(forKeys:) willChangeValue(forKey:) didChangeValue(forKey:) perform(_:) perform(_:with:)
        perform(_:with:with:) perform(_:with:afterDelay:) perform(_:with:afterDelay:inModes:) performSelector(onMainThread:with:waitUntilDone:)
        performSelector(inBackground:with:) responds(to:) awakeFromNib() prepareForInterfaceBuilder() copy() mutableCopy()
        cancelPreviousPerformRequests(withTarget:) cancelPreviousPerformRequests(withTarget:selector:object:) classForCoder
        automaticallyNotifiesObservers(forKey:) keyPathsForValuesAffectingValue(forKey:) accessibilityLabel accessibilityHint
        accessibilityTraits isAccessibilityElement accessibilityIdentifier accessibilityValue accessibilityFrame
    type NSString
        draw(at:withAttributes:) draw(in:withAttributes:) draw(with:options:attributes:context:) size(withAttributes:)
        boundingRect(with:options:attributes:context:) localizedStandardCompare(_:) applyingTransform(_:reverse:)
    type NSAttributedString
        draw(at:) draw(in:) draw(with:options:context:) size() boundingRect(with:options:context:) init(data:options:documentAttributes:)
        init(url:options:documentAttributes:) init(attachment:)
    type NSValue
        init(cgPoint:) init(cgSize:) init(cgRect:) init(cgVector:) init(cgAffineTransform:) init(uiEdgeInsets:) init(uiOffset:)
        init(caTransform3D:) init(range:) init(nonretainedObject:) cgPointValue cgSizeValue cgRectValue cgVectorValue
        cgAffineTransformValue uiEdgeInsetsValue uiOffsetValue caTransform3DValue nonretainedObjectValue pointerValue
    type NSCoder
        encode(_:forKey:) decodeObject(forKey:) decodeObject(of:forKey:) decodeCGRect(forKey:) decodeCGPoint(forKey:)
        decodeCGSize(forKey:) decodeCGAffineTransform(forKey:) decodeUIEdgeInsets(forKey:) decodeCGVector(forKey:)
        decodeUIOffset(forKey:) decodeDirectionalEdgeInsets(forKey:) decodeInteger(forKey:) decodeBool(forKey:) decodeDouble(forKey:)
        decodeFloat(forKey:) containsValue(forKey:) requiresSecureCoding decodeTopLevelObject(forKey:)
        string(for:) cgPoint(for:) cgSize(for:) cgRect(for:) cgAffineTransform(for:) uiEdgeInsets(for:) cgVector(for:)
    type Bundle
        loadNibNamed(_:owner:options:) appStoreReceiptURL preferredLocalizations
    type IndexPath
        init(row:section:) init(item:section:) row section item
    type NSIndexPath
        init(row:section:) init(item:section:) row section item
    type ProcessInfo
        thermalState isLowPowerModeEnabled isiOSAppOnMac isMacCatalystApp performExpiringActivity(withReason:using:)
        beginActivity(options:reason:) endActivity(_:)
    type FileManager
        url(forUbiquityContainerIdentifier:) ubiquityIdentityToken setUbiquitous(_:itemAt:destinationURL:)
        isUbiquitousItem(at:) startDownloadingUbiquitousItem(at:) evictUbiquitousItem(at:)
    type NSUserActivity:NSObject
        init(activityType:) activityType title userInfo addUserInfoEntries(from:) requiredUserInfoKeys isEligibleForSearch
        isEligibleForHandoff isEligibleForPrediction persistentIdentifier becomeCurrent() resignCurrent() invalidate()
        webpageURL targetContentIdentifier needsSave contentAttributeSet delegate
    type NotificationCenter
        publisher(for:object:) notifications(named:object:) addObserver(forName:object:queue:using:)
    type NSKeyedArchiver:NSCoder
        encodeEncodable(_:forKey:) init(requiringSecureCoding:) archivedData(withRootObject:requiringSecureCoding:) finishEncoding() encodedData
    type NSKeyedUnarchiver:NSCoder
        decodeDecodable(_:forKey:) decodeTopLevelDecodable(_:forKey:) unarchivedObject(ofClass:from:) unarchivedObject(ofClasses:from:)
        unarchiveTopLevelObjectWithData(_:) unarchiveObject(with:) init(forReadingFrom:)
    type URLSessionConfiguration
        allowsExpensiveNetworkAccess allowsConstrainedNetworkAccess waitsForConnectivity isDiscretionary sessionSendsLaunchEvents
        multipathServiceType sharedContainerIdentifier background(withIdentifier:)
    type UserDefaults:NSObject
        init(suiteName:) addSuite(named:) removeSuite(named:) volatileDomainNames
    type NSNotification.Name
        NSUbiquityIdentityDidChange NSExtensionHostDidBecomeActive
    types NSPurgeableData:NSMutableData NSDiscardableContent NSUbiquitousKeyValueStore NSFileCoordinator NSFilePresenter NSFileVersion NSFileAccessIntent NSMetadataQuery
    types NSMetadataItem NSItemProvider NSItemProviderReading NSItemProviderWriting NSUserActivityDelegate NSExtensionContext
    types NSExtensionItem NSPersonNameComponentsFormatter NSAppleScript NSUndoManager NSHashTable NSMapTable NSPointerArray
    types NSKeyValueObservation NSKeyValueObservedChange NSKeyValueObservingOptions NSKeyValueChangeKey NSProgress
    types NSExpression NSComparisonPredicate NSCompoundPredicate NSSecureUnarchiveFromDataTransformer NSDataDetector
    types NSLinguisticTagger NSOrthography NSTextCheckingResult NSPort NSMachPort NSScriptCommand NSUbiquitousKeyValueStore
    types NSBackgroundActivityScheduler NSPredicate NSSortDescriptor NSFileProviderExtension NSFileWrapper
    types NetService:NSObject NetServiceBrowser:NSObject NetServiceDelegate NetServiceBrowserDelegate
    globals NSClassFromString NSStringFromClass NSSelectorFromString NSStringFromSelector NSStringFromCGRect
    globals NSStringFromCGPoint NSStringFromCGSize NSStringFromUIEdgeInsets NSCoderValueForKey NSUbiquitousKeyValueStoreDidChangeExternallyNotification
    # Core Foundation, which Foundation brings on iOS.
    types CFDictionary CFMutableDictionary CFString CFArray CFData CFNumber CFBoolean CFTypeRef CFURL CFRunLoop CFIndex CFAbsoluteTime CFTimeInterval
    types NSInteger NSUInteger
    globals CFAbsoluteTimeGetCurrent CFRunLoopGetMain CFRunLoopGetCurrent CFBridgingRetain CFBridgingRelease CFGetTypeID CFRelease CFRetain
    globals CFDictionaryGetValue CFDictionaryGetValueIfPresent CFDictionaryGetCount CFDictionaryCreate CFDictionaryContainsKey CFArrayGetCount
    globals CFArrayGetValueAtIndex CFStringCreateWithCString CFStringGetLength CFDataGetLength CFDataGetBytePtr CFDataCreate CFEqual CFHash
    globals CFNumberGetValue CFNumberCreate CFURLCreateWithString CFStringCompare kCFBooleanTrue kCFBooleanFalse kCFAllocatorDefault
    globals NSLocalizedString NSFileProtectionComplete NSMetadataQueryUbiquitousDocumentsScope

    module UIKit
    type UIResponder:NSObject
        touchesBegan(_:with:) touchesMoved(_:with:) touchesEnded(_:with:) touchesCancelled(_:with:) touchesEstimatedPropertiesUpdated(_:)
        motionBegan(_:with:) motionEnded(_:with:) motionCancelled(_:with:) pressesBegan(_:with:) pressesEnded(_:with:)
        pressesChanged(_:with:) pressesCancelled(_:with:) remoteControlReceived(with:) next becomeFirstResponder()
        resignFirstResponder() canBecomeFirstResponder canResignFirstResponder isFirstResponder canPerformAction(_:withSender:)
        target(forAction:withSender:) undoManager inputView inputAccessoryView inputViewController inputAccessoryViewController
        reloadInputViews() keyCommands userActivity updateUserActivityState(_:) restoreUserActivityState(_:) textInputMode
        textInputContextIdentifier buildMenu(with:) validate(_:) editingInteractionConfiguration pasteConfiguration
        paste(itemProviders:) canPaste(_:) activityItemsConfiguration captureTextFromCamera(_:)
    type UIViewController:UIResponder
        viewDidLoad() loadView() viewWillAppear(_:) viewDidAppear(_:) viewWillDisappear(_:) viewDidDisappear(_:)
        viewIsAppearing(_:) viewWillLayoutSubviews() viewDidLayoutSubviews() updateViewConstraints() loadViewIfNeeded()
        viewWillTransition(to:with:) willTransition(to:with:) traitCollectionDidChange(_:) registerForTraitChanges(_:handler:)
        registerForTraitChanges(_:target:action:) unregisterForTraitChanges(_:) traitOverrides setOverrideTraitCollection(_:forChild:)
        overrideTraitCollection(forChild:) didReceiveMemoryWarning() encodeRestorableState(with:) decodeRestorableState(with:)
        applicationFinishedRestoringState() restorationIdentifier restorationClass viewControllerWithRestorationIdentifierPath(_:coder:)
        prepare(for:sender:) shouldPerformSegue(withIdentifier:sender:) performSegue(withIdentifier:sender:)
        canPerformUnwindSegueAction(_:from:sender:) canPerformUnwindSegueAction(_:from:withSender:) unwind(for:towards:)
        allowedChildrenForUnwinding(from:) childContaining(_:) segueForUnwinding(to:from:identifier:)
        present(_:animated:completion:) dismiss(animated:completion:) show(_:sender:) showDetailViewController(_:sender:)
        presentedViewController presentingViewController presentationController popoverPresentationController
        sheetPresentationController modalPresentationStyle modalTransitionStyle modalPresentationCapturesStatusBarAppearance
        isModalInPresentation definesPresentationContext providesPresentationContextTransitionStyle transitioningDelegate
        addChild(_:) removeFromParent() willMove(toParent:) didMove(toParent:) children parent
        transition(from:to:duration:options:animations:completion:) beginAppearanceTransition(_:animated:) endAppearanceTransition()
        shouldAutomaticallyForwardAppearanceMethods setNeedsStatusBarAppearanceUpdate() preferredStatusBarStyle prefersStatusBarHidden
        preferredStatusBarUpdateAnimation childForStatusBarStyle childForStatusBarHidden prefersHomeIndicatorAutoHidden
        childForHomeIndicatorAutoHidden setNeedsUpdateOfHomeIndicatorAutoHidden() preferredScreenEdgesDeferringSystemGestures
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures() childForScreenEdgesDeferringSystemGestures supportedInterfaceOrientations shouldAutorotate
        preferredInterfaceOrientationForPresentation setNeedsUpdateOfSupportedInterfaceOrientations() attemptRotationToDeviceOrientation()
        interfaceOrientation willRotate(to:duration:) didRotate(from:) willAnimateRotation(to:duration:)
        preferredContentSize preferredContentSizeDidChange(forChildContentContainer:) systemLayoutFittingSizeDidChange(forChildContentContainer:)
        size(forChildContentContainer:withParentContainerSize:) viewRespectsSystemMinimumLayoutMargins systemMinimumLayoutMargins
        additionalSafeAreaInsets viewSafeAreaInsetsDidChange() viewLayoutMarginsDidChange() edgesForExtendedLayout
        extendedLayoutIncludesOpaqueBars automaticallyAdjustsScrollViewInsets topLayoutGuide bottomLayoutGuide
        navigationItem navigationController tabBarItem tabBarController splitViewController toolbarItems setToolbarItems(_:animated:)
        hidesBottomBarWhenPushed isEditing setEditing(_:animated:) editButtonItem title storyboard nibName nibBundle
        isViewLoaded viewIfLoaded view isBeingPresented isBeingDismissed isMovingToParent isMovingFromParent
        targetViewController(forAction:sender:) collapseSecondaryViewController(_:for:) separateSecondaryViewController(for:)
        registerForPreviewing(with:sourceView:) unregisterForPreviewing(withContext:) previewActionItems
        contentScrollView(for:) setContentScrollView(_:for:) overrideUserInterfaceStyle traitCollection
        performSegue(withIdentifier:sender:) expandedContentScrollView interactionActivityTrackingBaseName
        contentUnavailableConfiguration setNeedsUpdateContentUnavailableConfiguration() updateContentUnavailableConfiguration(using:)
        updateProperties() setNeedsUpdateProperties() preferredFocusEnvironments
    type UIView:UIResponder
        init(frame:) init(coder:) frame bounds center transform transform3D layer superview subviews window
        addSubview(_:) insertSubview(_:at:) insertSubview(_:aboveSubview:) insertSubview(_:belowSubview:) removeFromSuperview()
        bringSubviewToFront(_:) sendSubviewToBack(_:) exchangeSubview(at:withSubviewAt:) isDescendant(of:) viewWithTag(_:)
        didAddSubview(_:) willRemoveSubview(_:) willMove(toSuperview:) didMoveToSuperview() willMove(toWindow:) didMoveToWindow()
        draw(_:) draw(_:for:) setNeedsDisplay() setNeedsDisplay(_:) contentMode contentScaleFactor clipsToBounds alpha isOpaque
        backgroundColor isHidden tintColor tintAdjustmentMode tintColorDidChange() clearsContextBeforeDrawing mask maskView
        layoutSubviews() setNeedsLayout() layoutIfNeeded() sizeThatFits(_:) sizeToFit() intrinsicContentSize
        invalidateIntrinsicContentSize() systemLayoutSizeFitting(_:) systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
        updateConstraints() updateConstraintsIfNeeded() setNeedsUpdateConstraints() needsUpdateConstraints() requiresConstraintBasedLayout
        translatesAutoresizingMaskIntoConstraints autoresizingMask autoresizesSubviews constraints addConstraint(_:) addConstraints(_:)
        removeConstraint(_:) removeConstraints(_:) constraintsAffectingLayout(for:) hasAmbiguousLayout exerciseAmbiguityInLayout()
        alignmentRect(forFrame:) frame(forAlignmentRect:) alignmentRectInsets viewForFirstBaselineLayout viewForLastBaselineLayout
        contentHuggingPriority(for:) setContentHuggingPriority(_:for:) contentCompressionResistancePriority(for:)
        setContentCompressionResistancePriority(_:for:) leadingAnchor trailingAnchor leftAnchor rightAnchor topAnchor bottomAnchor
        widthAnchor heightAnchor centerXAnchor centerYAnchor firstBaselineAnchor lastBaselineAnchor layoutMarginsGuide
        readableContentGuide safeAreaLayoutGuide keyboardLayoutGuide layoutGuides addLayoutGuide(_:) removeLayoutGuide(_:)
        layoutMargins directionalLayoutMargins preservesSuperviewLayoutMargins insetsLayoutMarginsFromSafeArea layoutMarginsDidChange()
        safeAreaInsets safeAreaInsetsDidChange() convert(_:to:) convert(_:from:) hitTest(_:with:) point(inside:with:)
        isUserInteractionEnabled isMultipleTouchEnabled isExclusiveTouch gestureRecognizers addGestureRecognizer(_:)
        removeGestureRecognizer(_:) gestureRecognizerShouldBegin(_:) addInteraction(_:) removeInteraction(_:) interactions
        tag traitCollection traitCollectionDidChange(_:) registerForTraitChanges(_:handler:) registerForTraitChanges(_:target:action:)
        traitOverrides overrideUserInterfaceStyle semanticContentAttribute effectiveUserInterfaceLayoutDirection
        snapshotView(afterScreenUpdates:) resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) drawHierarchy(in:afterScreenUpdates:)
        animate(withDuration:animations:) animate(withDuration:animations:completion:) animate(withDuration:delay:options:animations:completion:)
        animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
        animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
        animateKeyframes(withDuration:delay:options:animations:completion:) addKeyframe(withRelativeStartTime:relativeDuration:animations:)
        transition(with:duration:options:animations:completion:) transition(from:to:duration:options:completion:)
        performWithoutAnimation(_:) setAnimationsEnabled(_:) areAnimationsEnabled inheritedAnimationDuration
        perform(_:on:options:animations:completion:) beginAnimations(_:context:) commitAnimations() setAnimationDuration(_:)
        setAnimationCurve(_:) setAnimationDelegate(_:) setAnimationDidStop(_:) setAnimationRepeatCount(_:) setAnimationRepeatAutoreverses(_:)
        motionEffects addMotionEffect(_:) removeMotionEffect(_:) restorationIdentifier encodeRestorableState(with:)
        decodeRestorableState(with:) endEditing(_:) focusGroupIdentifier canBecomeFocused isFocused didUpdateFocus(in:with:)
        shouldUpdateFocus(in:) preferredFocusEnvironments setNeedsFocusUpdate() updateFocusIfNeeded() ContentMode AutoresizingMask
        AnimationOptions AnimationCurve KeyframeAnimationOptions layerClass largeContentTitle showsLargeContentViewer
        minimumContentSizeCategory maximumContentSizeCategory appearance() appearance(whenContainedInInstancesOf:)
        anchorPoint cornerConfiguration updateProperties() setNeedsUpdateProperties() viewPrintFormatter()
        layoutFittingCompressedSize layoutFittingExpandedSize noIntrinsicMetric layoutSublayers(of:) draw(_:in:) display(_:) action(for:forKey:) userInterfaceLayoutDirection(for:)
        userInterfaceLayoutDirection(for:relativeTo:)
    type UIWindow:UIView
        init(windowScene:) rootViewController makeKeyAndVisible() makeKey() becomeKey() resignKey() isKeyWindow windowLevel
        windowScene screen canResizeToFitContent
    type UIImage:NSObject
        init(named:) init(named:in:compatibleWith:) init(named:in:with:) init(named:in:variableValue:configuration:)
        init(systemName:) init(systemName:withConfiguration:) init(systemName:compatibleWith:) init(systemName:variableValue:configuration:)
        init(contentsOfFile:) init(data:) init(data:scale:) init(cgImage:) init(cgImage:scale:orientation:) init(ciImage:)
        init(ciImage:scale:orientation:) init(resource:) imageRendererFormat size scale imageOrientation cgImage ciImage images duration
        capInsets resizingMode renderingMode alignmentRectInsets flipsForRightToLeftLayoutDirection isSymbolImage configuration
        symbolConfiguration traitCollection imageAsset baselineOffsetFromBottom draw(at:) draw(at:blendMode:alpha:) draw(in:)
        draw(in:blendMode:alpha:) drawAsPattern(in:) resizableImage(withCapInsets:) resizableImage(withCapInsets:resizingMode:)
        stretchableImage(withLeftCapWidth:topCapHeight:) withRenderingMode(_:) withAlignmentRectInsets(_:) withTintColor(_:)
        withTintColor(_:renderingMode:) withConfiguration(_:) withSymbolConfiguration(_:) applyingSymbolConfiguration(_:)
        withHorizontallyFlippedOrientation() imageFlippedForRightToLeftLayoutDirection() withBaselineOffset(fromBottom:)
        imageWithoutBaseline() animatedImage(with:duration:) animatedImageNamed(_:duration:) animatedResizableImageNamed(_:capInsets:duration:)
        pngData() jpegData(compressionQuality:) heicData() preparingForDisplay() prepareForDisplay(completionHandler:)
        preparingThumbnail(of:) prepareThumbnail(of:completionHandler:) byPreparingForDisplay() byPreparingThumbnail(ofSize:)
        Orientation ResizingMode RenderingMode SymbolConfiguration SymbolScale SymbolWeight add remove checkmark actions strokedCheckmark
    type UIColor:NSObject
        init(red:green:blue:alpha:) init(white:alpha:) init(hue:saturation:brightness:alpha:) init(displayP3Red:green:blue:alpha:)
        init(patternImage:) init(cgColor:) init(ciColor:) init(named:) init(named:in:compatibleWith:) init(dynamicProvider:)
        init(resource:) cgColor ciColor getRed(_:green:blue:alpha:) getWhite(_:alpha:) getHue(_:saturation:brightness:alpha:)
        withAlphaComponent(_:) resolvedColor(with:) set() setFill() setStroke() black white gray red green blue cyan yellow
        magenta orange purple brown clear darkGray lightGray systemRed systemGreen systemBlue systemOrange systemYellow
        systemPink systemPurple systemTeal systemIndigo systemBrown systemMint systemCyan systemGray systemGray2 systemGray3
        systemGray4 systemGray5 systemGray6 label secondaryLabel tertiaryLabel quaternaryLabel link placeholderText separator
        opaqueSeparator systemBackground secondarySystemBackground tertiarySystemBackground systemGroupedBackground
        secondarySystemGroupedBackground tertiarySystemGroupedBackground systemFill secondarySystemFill tertiarySystemFill
        quaternarySystemFill lightText darkText groupTableViewBackground tintColor
    type UIFont:NSObject
        init(name:size:) init(descriptor:size:) systemFont(ofSize:) systemFont(ofSize:weight:) systemFont(ofSize:weight:width:)
        boldSystemFont(ofSize:) italicSystemFont(ofSize:) monospacedSystemFont(ofSize:weight:) monospacedDigitSystemFont(ofSize:weight:)
        preferredFont(forTextStyle:) preferredFont(forTextStyle:compatibleWith:) familyNames fontNames(forFamilyName:)
        withSize(_:) fontName familyName pointSize ascender descender capHeight xHeight lineHeight leading fontDescriptor
        labelFontSize buttonFontSize smallSystemFontSize systemFontSize TextStyle Weight Width
    type UIApplication:UIResponder
        shared delegate open(_:options:completionHandler:) openURL(_:) canOpenURL(_:) applicationState backgroundTimeRemaining
        beginBackgroundTask(expirationHandler:) beginBackgroundTask(withName:expirationHandler:) endBackgroundTask(_:)
        setMinimumBackgroundFetchInterval(_:) backgroundRefreshStatus isIdleTimerDisabled isNetworkActivityIndicatorVisible
        registerForRemoteNotifications() unregisterForRemoteNotifications() isRegisteredForRemoteNotifications
        registerUserNotificationSettings(_:) currentUserNotificationSettings scheduleLocalNotification(_:) presentLocalNotificationNow(_:)
        cancelLocalNotification(_:) cancelAllLocalNotifications() scheduledLocalNotifications applicationIconBadgeNumber
        shortcutItems connectedScenes openSessions supportsMultipleScenes requestSceneSessionActivation(_:userActivity:options:errorHandler:)
        requestSceneSessionDestruction(_:options:errorHandler:) requestSceneSessionRefresh(_:) windows keyWindow
        statusBarOrientation statusBarFrame statusBarStyle setStatusBarStyle(_:animated:) isStatusBarHidden setStatusBarHidden(_:with:)
        sendAction(_:to:from:for:) sendEvent(_:) beginIgnoringInteractionEvents() endIgnoringInteractionEvents()
        isIgnoringInteractionEvents beginReceivingRemoteControlEvents() endReceivingRemoteControlEvents()
        supportsAlternateIcons alternateIconName setAlternateIconName(_:completionHandler:) preferredContentSizeCategory
        userInterfaceLayoutDirection isProtectedDataAvailable applicationSupportsShakeToEdit ignoreSnapshotOnNextApplicationLaunch()
        extendStateRestoration() completeStateRestoration() registerObject(forStateRestoration:restorationIdentifier:)
        openSettingsURLString openNotificationSettingsURLString LaunchOptionsKey OpenURLOptionsKey State BackgroundFetchResult
        didEnterBackgroundNotification willEnterForegroundNotification didBecomeActiveNotification willResignActiveNotification
        didFinishLaunchingNotification willTerminateNotification didReceiveMemoryWarningNotification significantTimeChangeNotification
        userDidTakeScreenshotNotification protectedDataWillBecomeUnavailableNotification protectedDataDidBecomeAvailableNotification
        backgroundRefreshStatusDidChangeNotification
    type UIApplicationDelegate
        application(_:didFinishLaunchingWithOptions:) application(_:willFinishLaunchingWithOptions:) applicationDidBecomeActive(_:)
        applicationWillResignActive(_:) applicationDidEnterBackground(_:) applicationWillEnterForeground(_:) applicationWillTerminate(_:)
        applicationDidReceiveMemoryWarning(_:) applicationSignificantTimeChange(_:) application(_:open:options:)
        application(_:configurationForConnecting:options:) application(_:didDiscardSceneSessions:)
        application(_:didRegisterForRemoteNotificationsWithDeviceToken:) application(_:didFailToRegisterForRemoteNotificationsWithError:)
        application(_:didReceiveRemoteNotification:fetchCompletionHandler:) application(_:performFetchWithCompletionHandler:)
        application(_:handleEventsForBackgroundURLSession:completionHandler:) application(_:performActionFor:completionHandler:)
        application(_:continue:restorationHandler:) application(_:willContinueUserActivityWithType:)
        application(_:didFailToContinueUserActivityWithType:error:) application(_:didUpdate:) application(_:shouldSaveApplicationState:)
        application(_:shouldRestoreApplicationState:) application(_:shouldSaveSecureApplicationState:) application(_:shouldRestoreSecureApplicationState:)
        application(_:viewControllerWithRestorationIdentifierPath:coder:) application(_:willEncodeRestorableStateWith:)
        application(_:didDecodeRestorableStateWith:) application(_:supportedInterfaceOrientationsFor:)
        application(_:shouldAllowExtensionPointIdentifier:) application(_:handleWatchKitExtensionRequest:reply:)
        applicationProtectedDataWillBecomeUnavailable(_:) applicationProtectedDataDidBecomeAvailable(_:)
        applicationShouldRequestHealthAuthorization(_:) application(_:handlerFor:) window
    type UIScene:UIResponder
        session delegate activationState title subtitle openURL(_:options:completionHandler:) activationConditions
        willConnectNotification didDisconnectNotification didActivateNotification willDeactivateNotification
        willEnterForegroundNotification didEnterBackgroundNotification ConnectionOptions ActivationState ActivationRequestOptions
    type UIWindowScene:UIScene
        windows keyWindow screen interfaceOrientation coordinateSpace traitCollection statusBarManager sizeRestrictions
        requestGeometryUpdate(_:errorHandler:) effectiveGeometry isFullScreen focusSystem
    type UISceneDelegate
        scene(_:willConnectTo:options:) sceneDidDisconnect(_:) sceneDidBecomeActive(_:) sceneWillResignActive(_:)
        sceneWillEnterForeground(_:) sceneDidEnterBackground(_:) scene(_:openURLContexts:) stateRestorationActivity(for:)
        scene(_:restoreInteractionStateWith:) scene(_:continue:) scene(_:willContinueUserActivityWithType:)
        scene(_:didFailToContinueUserActivityWithType:error:) scene(_:didUpdate:)
    type UIWindowSceneDelegate:UISceneDelegate
        window windowScene(_:didUpdate:interfaceOrientation:traitCollection:) windowScene(_:performActionFor:completionHandler:)
        windowScene(_:userDidAcceptCloudKitShareWith:)
    type UITraitCollection:NSObject
        init(horizontalSizeClass:) init(verticalSizeClass:) init(userInterfaceStyle:) init(displayScale:) init(traitsFrom:)
        init(userInterfaceIdiom:) init(preferredContentSizeCategory:) init(mutations:) horizontalSizeClass verticalSizeClass
        userInterfaceStyle userInterfaceIdiom displayScale displayGamut layoutDirection preferredContentSizeCategory
        forceTouchCapability accessibilityContrast legibilityWeight userInterfaceLevel activeAppearance imageDynamicRange
        hasDifferentColorAppearance(comparedTo:) containsTraits(in:) performAsCurrent(_:) current modifyingTraits(_:)
        changedTraits(from:) systemTraitsAffectingColorAppearance systemTraitsAffectingImageLookup
    type UIScrollView:UIView
        contentOffset contentSize contentInset adjustedContentInset contentInsetAdjustmentBehavior automaticallyAdjustsScrollIndicatorInsets
        contentLayoutGuide frameLayoutGuide delegate isScrollEnabled isPagingEnabled bounces alwaysBounceVertical alwaysBounceHorizontal
        showsVerticalScrollIndicator showsHorizontalScrollIndicator scrollIndicatorInsets verticalScrollIndicatorInsets
        horizontalScrollIndicatorInsets indicatorStyle decelerationRate isDirectionalLockEnabled scrollsToTop
        setContentOffset(_:animated:) scrollRectToVisible(_:animated:) flashScrollIndicators() isTracking isDragging isDecelerating
        delaysContentTouches canCancelContentTouches touchesShouldBegin(_:with:in:) touchesShouldCancel(in:) minimumZoomScale
        maximumZoomScale zoomScale setZoomScale(_:animated:) zoom(to:animated:) bouncesZoom isZooming isZoomBouncing
        panGestureRecognizer pinchGestureRecognizer directionalPressGestureRecognizer keyboardDismissMode refreshControl
        adjustedContentInsetDidChange() contentInsetAdjustmentBehavior
    type UIScrollViewDelegate
        scrollViewDidScroll(_:) scrollViewWillBeginDragging(_:) scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
        scrollViewDidEndDragging(_:willDecelerate:) scrollViewWillBeginDecelerating(_:) scrollViewDidEndDecelerating(_:)
        scrollViewDidEndScrollingAnimation(_:) viewForZooming(in:) scrollViewWillBeginZooming(_:with:) scrollViewDidEndZooming(_:with:atScale:)
        scrollViewDidZoom(_:) scrollViewShouldScrollToTop(_:) scrollViewDidScrollToTop(_:) scrollViewDidChangeAdjustedContentInset(_:)
    type UITableView:UIScrollView
        init(frame:style:) style dataSource delegate prefetchDataSource dragDelegate dropDelegate rowHeight estimatedRowHeight
        sectionHeaderHeight sectionFooterHeight estimatedSectionHeaderHeight estimatedSectionFooterHeight sectionHeaderTopPadding
        separatorStyle separatorColor separatorInset separatorInsetReference separatorEffect cellLayoutMarginsFollowReadableWidth insetsContentViewsToSafeArea
        backgroundView tableHeaderView tableFooterView numberOfSections numberOfRows(inSection:) rect(forSection:) rectForHeader(inSection:)
        rectForFooter(inSection:) rectForRow(at:) indexPathForRow(at:) indexPath(for:) indexPathsForRows(in:) cellForRow(at:)
        visibleCells indexPathsForVisibleRows headerView(forSection:) footerView(forSection:) scrollToRow(at:at:animated:)
        scrollToNearestSelectedRow(at:animated:) performBatchUpdates(_:completion:) beginUpdates() endUpdates()
        insertSections(_:with:) deleteSections(_:with:) reloadSections(_:with:) moveSection(_:toSection:) insertRows(at:with:)
        deleteRows(at:with:) reloadRows(at:with:) reconfigureRows(at:) moveRow(at:to:) reloadData() reloadSectionIndexTitles()
        isEditing setEditing(_:animated:) allowsSelection allowsMultipleSelection allowsSelectionDuringEditing
        allowsMultipleSelectionDuringEditing indexPathForSelectedRow indexPathsForSelectedRows selectRow(at:animated:scrollPosition:)
        deselectRow(at:animated:) sectionIndexMinimumDisplayRowCount sectionIndexColor sectionIndexBackgroundColor
        sectionIndexTrackingBackgroundColor dequeueReusableCell(withIdentifier:) dequeueReusableCell(withIdentifier:for:)
        dequeueReusableHeaderFooterView(withIdentifier:) register(_:forCellReuseIdentifier:) register(_:forHeaderFooterViewReuseIdentifier:)
        remembersLastFocusedIndexPath selectionFollowsFocus dragInteractionEnabled hasActiveDrag hasActiveDrop hasUncommittedUpdates
        fillerRowHeight isPrefetchingEnabled contextMenuInteraction automaticDimension Style ScrollPosition RowAnimation
        selectionDidChangeNotification indexSearch
    type UITableViewDataSource
        tableView(_:numberOfRowsInSection:) tableView(_:cellForRowAt:) numberOfSections(in:) tableView(_:titleForHeaderInSection:)
        tableView(_:titleForFooterInSection:) tableView(_:canEditRowAt:) tableView(_:canMoveRowAt:) sectionIndexTitles(for:)
        tableView(_:sectionForSectionIndexTitle:at:) tableView(_:commit:forRowAt:) tableView(_:moveRowAt:to:)
    type UITableViewDelegate:UIScrollViewDelegate
        tableView(_:willDisplay:forRowAt:) tableView(_:willDisplayHeaderView:forSection:) tableView(_:willDisplayFooterView:forSection:)
        tableView(_:didEndDisplaying:forRowAt:) tableView(_:heightForRowAt:) tableView(_:heightForHeaderInSection:)
        tableView(_:heightForFooterInSection:) tableView(_:estimatedHeightForRowAt:) tableView(_:estimatedHeightForHeaderInSection:)
        tableView(_:viewForHeaderInSection:) tableView(_:viewForFooterInSection:) tableView(_:accessoryButtonTappedForRowWith:)
        tableView(_:shouldHighlightRowAt:) tableView(_:didHighlightRowAt:) tableView(_:didUnhighlightRowAt:) tableView(_:willSelectRowAt:)
        tableView(_:willDeselectRowAt:) tableView(_:didSelectRowAt:) tableView(_:didDeselectRowAt:) tableView(_:editingStyleForRowAt:)
        tableView(_:titleForDeleteConfirmationButtonForRowAt:) tableView(_:editActionsForRowAt:)
        tableView(_:leadingSwipeActionsConfigurationForRowAt:) tableView(_:trailingSwipeActionsConfigurationForRowAt:)
        tableView(_:shouldIndentWhileEditingRowAt:) tableView(_:willBeginEditingRowAt:) tableView(_:didEndEditingRowAt:)
        tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) tableView(_:indentationLevelForRowAt:)
        tableView(_:shouldShowMenuForRowAt:) tableView(_:canPerformAction:forRowAt:withSender:) tableView(_:performAction:forRowAt:withSender:)
        tableView(_:contextMenuConfigurationForRowAt:point:) tableView(_:willPerformPreviewActionForMenuWith:animator:)
        tableView(_:shouldBeginMultipleSelectionInteractionAt:) tableView(_:didBeginMultipleSelectionInteractionAt:)
        tableView(_:canFocusRowAt:) tableView(_:shouldSpringLoadRowAt:with:) tableViewDidEndMultipleSelectionInteraction(_:)
        tableView(_:performPrimaryActionForRowAt:) tableView(_:selectionFollowsFocusForRowAt:)
    type UITableViewController:UIViewController,UITableViewDataSource,UITableViewDelegate
        init(style:) tableView clearsSelectionOnViewWillAppear refreshControl
    type UITableViewCell:UIView
        init(style:reuseIdentifier:) textLabel detailTextLabel imageView contentView backgroundView selectedBackgroundView
        multipleSelectionBackgroundView reuseIdentifier prepareForReuse() selectionStyle isSelected isHighlighted setSelected(_:animated:)
        setHighlighted(_:animated:) editingStyle showsReorderControl shouldIndentWhileEditing accessoryType accessoryView
        editingAccessoryType editingAccessoryView indentationLevel indentationWidth separatorInset isEditing setEditing(_:animated:)
        showingDeleteConfirmation willTransition(to:) didTransition(to:) focusStyle userInteractionEnabledWhileDragging
        dragStateDidChange(_:) contentConfiguration defaultContentConfiguration() backgroundConfiguration automaticallyUpdatesContentConfiguration
        automaticallyUpdatesBackgroundConfiguration configurationState setNeedsUpdateConfiguration() updateConfiguration(using:)
        configurationUpdateHandler CellStyle SelectionStyle AccessoryType EditingStyle
    type UITableViewHeaderFooterView:UIView
        init(reuseIdentifier:) textLabel detailTextLabel contentView backgroundView reuseIdentifier prepareForReuse()
        contentConfiguration defaultContentConfiguration() backgroundConfiguration configurationState setNeedsUpdateConfiguration()
        updateConfiguration(using:) configurationUpdateHandler automaticallyUpdatesContentConfiguration
    type UICollectionView:UIScrollView
        init(frame:collectionViewLayout:) collectionViewLayout setCollectionViewLayout(_:animated:) setCollectionViewLayout(_:animated:completion:)
        dataSource delegate prefetchDataSource dragDelegate dropDelegate backgroundView register(_:forCellWithReuseIdentifier:)
        register(_:forSupplementaryViewOfKind:withReuseIdentifier:) dequeueReusableCell(withReuseIdentifier:for:)
        dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) dequeueConfiguredReusableCell(using:for:item:)
        dequeueConfiguredReusableSupplementary(using:for:) numberOfSections numberOfItems(inSection:) cellForItem(at:)
        visibleCells indexPathsForVisibleItems indexPath(for:) indexPathForItem(at:) supplementaryView(forElementKind:at:)
        visibleSupplementaryViews(ofKind:) indexPathsForVisibleSupplementaryElements(ofKind:) layoutAttributesForItem(at:)
        layoutAttributesForSupplementaryElement(ofKind:at:) scrollToItem(at:at:animated:) reloadData() reloadSections(_:)
        insertSections(_:) deleteSections(_:) moveSection(_:toSection:) insertItems(at:) deleteItems(at:) reloadItems(at:)
        reconfigureItems(at:) moveItem(at:to:) performBatchUpdates(_:completion:) allowsSelection allowsMultipleSelection
        indexPathsForSelectedItems selectItem(at:animated:scrollPosition:) deselectItem(at:animated:) isEditing
        beginInteractiveMovementForItem(at:) updateInteractiveMovementTargetPosition(_:) endInteractiveMovement()
        cancelInteractiveMovement() startInteractiveTransition(to:completion:) finishInteractiveTransition()
        cancelInteractiveTransition() remembersLastFocusedIndexPath selectionFollowsFocus isPrefetchingEnabled
        dragInteractionEnabled hasActiveDrag hasActiveDrop allowsMultipleSelectionDuringEditing ScrollPosition
        CellRegistration SupplementaryRegistration elementKindSectionHeader elementKindSectionFooter
    type UICollectionViewDataSource
        collectionView(_:numberOfItemsInSection:) collectionView(_:cellForItemAt:) numberOfSections(in:)
        collectionView(_:viewForSupplementaryElementOfKind:at:) collectionView(_:canMoveItemAt:) collectionView(_:moveItemAt:to:)
        indexTitles(for:) collectionView(_:indexPathForIndexTitle:at:)
    type UICollectionViewDelegate:UIScrollViewDelegate
        collectionView(_:didSelectItemAt:) collectionView(_:didDeselectItemAt:) collectionView(_:shouldSelectItemAt:)
        collectionView(_:shouldDeselectItemAt:) collectionView(_:shouldHighlightItemAt:) collectionView(_:didHighlightItemAt:)
        collectionView(_:didUnhighlightItemAt:) collectionView(_:willDisplay:forItemAt:) collectionView(_:didEndDisplaying:forItemAt:)
        collectionView(_:willDisplaySupplementaryView:forElementKind:at:) collectionView(_:contextMenuConfigurationForItemAt:point:)
        collectionView(_:contextMenuConfigurationForItemsAt:point:) collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)
        collectionView(_:transitionLayoutForOldLayout:newLayout:) collectionView(_:shouldShowMenuForItemAt:)
        collectionView(_:shouldBeginMultipleSelectionInteractionAt:) collectionView(_:didBeginMultipleSelectionInteractionAt:)
        collectionViewDidEndMultipleSelectionInteraction(_:) collectionView(_:canPerformAction:forItemAt:withSender:)
        collectionView(_:performAction:forItemAt:withSender:) collectionView(_:performPrimaryActionForItemAt:) collectionView(_:canFocusItemAt:)
        collectionView(_:canEditItemAt:) collectionView(_:selectionFollowsFocusForItemAt:) collectionView(_:willEndContextMenuInteraction:animator:)
    type UICollectionViewDelegateFlowLayout:UICollectionViewDelegate
        collectionView(_:layout:sizeForItemAt:) collectionView(_:layout:insetForSectionAt:) collectionView(_:layout:minimumLineSpacingForSectionAt:)
        collectionView(_:layout:minimumInteritemSpacingForSectionAt:) collectionView(_:layout:referenceSizeForHeaderInSection:)
        collectionView(_:layout:referenceSizeForFooterInSection:)
    type UICollectionViewLayout:NSObject
        collectionView prepare() invalidateLayout() invalidateLayout(with:) layoutAttributesForElements(in:) layoutAttributesForItem(at:)
        layoutAttributesForSupplementaryView(ofKind:at:) layoutAttributesForDecorationView(ofKind:at:) collectionViewContentSize
        shouldInvalidateLayout(forBoundsChange:) invalidationContext(forBoundsChange:) targetContentOffset(forProposedContentOffset:)
        targetContentOffset(forProposedContentOffset:withScrollingVelocity:) prepare(forCollectionViewUpdates:) finalizeCollectionViewUpdates()
        initialLayoutAttributesForAppearingItem(at:) finalLayoutAttributesForDisappearingItem(at:) register(_:forDecorationViewOfKind:)
        layoutAttributesClass invalidationContextClass prepareForTransition(from:) prepareForTransition(to:) finalizeLayoutTransition()
    type UICollectionViewFlowLayout:UICollectionViewLayout
        itemSize estimatedItemSize minimumLineSpacing minimumInteritemSpacing sectionInset headerReferenceSize footerReferenceSize
        scrollDirection sectionHeadersPinToVisibleBounds sectionFootersPinToVisibleBounds sectionInsetReference automaticSize
    type UICollectionViewCell:UICollectionReusableView
        contentView backgroundView selectedBackgroundView isSelected isHighlighted contentConfiguration defaultContentConfiguration()
        backgroundConfiguration configurationState setNeedsUpdateConfiguration() updateConfiguration(using:) configurationUpdateHandler
        dragStateDidChange(_:) automaticallyUpdatesContentConfiguration automaticallyUpdatesBackgroundConfiguration
    type UICollectionReusableView:UIView
        reuseIdentifier prepareForReuse() apply(_:) willTransition(from:to:) didTransition(from:to:)
        preferredLayoutAttributesFitting(_:)
    type UICollectionViewLayoutAttributes:NSObject
        init(forCellWith:) init(forSupplementaryViewOfKind:with:) init(forDecorationViewOfKind:with:) frame center size transform
        transform3D bounds alpha zIndex isHidden indexPath representedElementCategory representedElementKind
    types UICollectionViewTransitionLayout:UICollectionViewLayout UICollectionViewCompositionalLayout:UICollectionViewLayout
    types UICollectionViewLayoutInvalidationContext:NSObject UICollectionViewFlowLayoutInvalidationContext:UICollectionViewLayoutInvalidationContext
    types UICollectionViewUpdateItem:NSObject UICollectionViewListCell:UICollectionViewCell
    type UICollectionViewController:UIViewController,UICollectionViewDataSource,UICollectionViewDelegate
        init(collectionViewLayout:) collectionView collectionViewLayout clearsSelectionOnViewWillAppear installsStandardGestureForInteractiveMovement
        useLayoutToLayoutNavigationTransitions
    type UITableViewDiffableDataSource:NSObject,UITableViewDataSource
        init(tableView:cellProvider:) snapshot() apply(_:animatingDifferences:) apply(_:animatingDifferences:completion:)
        applySnapshotUsingReloadData(_:) applySnapshotUsingReloadData(_:completion:) itemIdentifier(for:) sectionIdentifier(for:)
        indexPath(for:) index(for:) defaultRowAnimation CellProvider
    type UICollectionViewDiffableDataSource:NSObject,UICollectionViewDataSource
        init(collectionView:cellProvider:) snapshot() snapshot(for:) apply(_:animatingDifferences:) apply(_:animatingDifferences:completion:)
        apply(_:to:animatingDifferences:completion:) applySnapshotUsingReloadData(_:) itemIdentifier(for:) sectionIdentifier(for:)
        indexPath(for:) index(for:) supplementaryViewProvider sectionSnapshotHandlers reorderingHandlers CellProvider SupplementaryViewProvider
    type UICollectionViewCompositionalLayout:UICollectionViewLayout
        init(section:) init(section:configuration:) init(sectionProvider:) init(sectionProvider:configuration:) list(using:) configuration
    type UIPresentationController:NSObject
        init(presentedViewController:presenting:) presentingViewController presentedViewController containerView presentedView
        frameOfPresentedViewInContainerView presentationTransitionWillBegin() presentationTransitionDidEnd(_:) dismissalTransitionWillBegin()
        dismissalTransitionDidEnd(_:) containerViewWillLayoutSubviews() containerViewDidLayoutSubviews() shouldPresentInFullscreen
        shouldRemovePresentersView adaptivePresentationStyle adaptivePresentationStyle(for:) traitCollection overrideTraitCollection delegate
        size(forChildContentContainer:withParentContainerSize:) preferredContentSizeDidChange(forChildContentContainer:)
        viewWillTransition(to:with:) traitCollectionDidChange(_:)
    type UIRefreshControl:UIControl
        init() beginRefreshing() endRefreshing() isRefreshing attributedTitle tintColor
    type UINib:NSObject
        init(nibName:bundle:) init(data:bundle:) instantiate(withOwner:options:)
    type UISearchBar:UIView
        text placeholder prompt delegate searchBarStyle searchTextField showsCancelButton setShowsCancelButton(_:animated:) showsScopeBar
        scopeButtonTitles selectedScopeButtonIndex showsBookmarkButton showsSearchResultsButton setImage(_:for:state:) barTintColor
        isTranslucent inputAccessoryView setPositionAdjustment(_:for:) searchFieldBackgroundPositionAdjustment setSearchFieldBackgroundImage(_:for:)
        setScopeBarButtonTitleTextAttributes(_:for:) isLookToDictateEnabled
    type UISearchController:UIViewController
        init(searchResultsController:) searchBar searchResultsUpdater searchResultsController isActive delegate
        obscuresBackgroundDuringPresentation dimsBackgroundDuringPresentation hidesNavigationBarDuringPresentation showsSearchResultsController
        automaticallyShowsCancelButton automaticallyShowsScopeBar automaticallyShowsSearchResultsController scopeBarActivation
    type UISceneSession:NSObject
        persistentIdentifier role configuration userInfo scene stateRestorationActivity
    type UIScene.ConnectionOptions:NSObject
        urlContexts sourceApplication handoffUserActivityType userActivities notificationResponse shortcutItem cloudKitShareMetadata
    type UIAction:UIMenuElement
        init(title:image:identifier:discoverabilityTitle:attributes:state:handler:) init(handler:) title image identifier discoverabilityTitle
        attributes state sender captureTextFromCamera(responder:identifier:)
    type UITabBar:UIView
        items selectedItem setItems(_:animated:) delegate barTintColor tintColor unselectedItemTintColor isTranslucent barStyle
        backgroundImage selectionIndicatorImage shadowImage itemPositioning itemWidth itemSpacing standardAppearance scrollEdgeAppearance
        beginCustomizingItems(_:) endCustomizing(animated:) isCustomizing leadingAccessoryView trailingAccessoryView
    type UIToolbar:UIView
        items setItems(_:animated:) delegate barStyle barTintColor isTranslucent standardAppearance compactAppearance scrollEdgeAppearance
        compactScrollEdgeAppearance setBackgroundImage(_:forToolbarPosition:barMetrics:) setShadowImage(_:forToolbarPosition:)
    type UIView.AutoresizingMask
        flexibleLeftMargin flexibleWidth flexibleRightMargin flexibleTopMargin flexibleHeight flexibleBottomMargin
    type UIView.AnimationOptions
        layoutSubviews allowUserInteraction beginFromCurrentState repeat autoreverse overrideInheritedDuration overrideInheritedCurve
        allowAnimatedContent showHideTransitionViews overrideInheritedOptions curveEaseInOut curveEaseIn curveEaseOut curveLinear
        transitionFlipFromLeft transitionFlipFromRight transitionCurlUp transitionCurlDown transitionCrossDissolve transitionFlipFromTop
        transitionFlipFromBottom preferredFramesPerSecond60 preferredFramesPerSecond30 preferredFramesPerSecondDefault
    type UIView.ContentMode
        scaleToFill scaleAspectFit scaleAspectFill redraw center top bottom left right topLeft topRight bottomLeft bottomRight
    types UICollectionViewDiffableDataSource:NSObject UITableViewDiffableDataSource:NSObject NSDiffableDataSourceSnapshot
    types NSDiffableDataSourceSectionSnapshot NSCollectionLayoutSection NSCollectionLayoutItem NSCollectionLayoutGroup NSCollectionLayoutSize
    types NSCollectionLayoutDimension NSCollectionLayoutBoundarySupplementaryItem NSCollectionLayoutSupplementaryItem
    type NSDiffableDataSourceSectionSnapshot
        visualDescription() items rootItems visibleItems append(_:to:) insert(_:before:) insert(_:after:) delete(_:) deleteAll()
        expand(_:) collapse(_:) isExpanded(_:) isVisible(_:) contains(_:) index(of:) level(of:) parent(of:) snapshot(of:includingParent:)
    type NSCollectionLayoutSection
        init(group:) list(using:layoutEnvironment:) visibleItemsInvalidationHandler orthogonalScrollingBehavior interGroupSpacing
        contentInsets contentInsetsReference boundarySupplementaryItems decorationItems supplementariesFollowContentInsets
    types NSCollectionLayoutDecorationItem NSCollectionLayoutEdgeSpacing NSCollectionLayoutSpacing NSCollectionLayoutAnchor
    types UICollectionLayoutListConfiguration UICollectionViewCompositionalLayoutConfiguration UICellAccessory
    types UICollectionViewDataSourcePrefetching UITableViewDataSourcePrefetching UICollectionViewDragDelegate UICollectionViewDropDelegate
    types UITableViewDragDelegate UITableViewDropDelegate UITableViewFocusUpdateContext UICollectionViewFocusUpdateContext
    type UILabel:UIView
        text attributedText font textColor textAlignment lineBreakMode numberOfLines adjustsFontSizeToFitWidth minimumScaleFactor
        baselineAdjustment allowsDefaultTighteningForTruncation preferredMaxLayoutWidth isEnabled isHighlighted highlightedTextColor
        shadowColor shadowOffset adjustsFontForContentSizeCategory showsExpansionTextWhenTruncated lineBreakStrategy
        textRect(forBounds:limitedToNumberOfLines:) drawText(in:) preferredVibrancy
    type UIControl:UIView
        addTarget(_:action:for:) removeTarget(_:action:for:) addAction(_:for:) removeAction(_:for:) removeAction(identifiedBy:for:)
        allTargets allControlEvents actions(forTarget:forControlEvent:) sendActions(for:) sendAction(_:to:for:) sendAction(_:)
        isEnabled isSelected isHighlighted isTracking isTouchInside state contentHorizontalAlignment contentVerticalAlignment
        effectiveContentHorizontalAlignment beginTracking(_:with:) continueTracking(_:with:) endTracking(_:with:) cancelTracking(with:)
        isContextMenuInteractionEnabled showsMenuAsPrimaryAction contextMenuInteraction toolTip Event State
    type UIButton:UIControl
        init(type:) init(configuration:primaryAction:) init(type:primaryAction:) init(primaryAction:) buttonType configuration
        setNeedsUpdateConfiguration() updateConfiguration() configurationUpdateHandler automaticallyUpdatesConfiguration
        setTitle(_:for:) title(for:) setTitleColor(_:for:) titleColor(for:) setTitleShadowColor(_:for:) setImage(_:for:) image(for:)
        setBackgroundImage(_:for:) backgroundImage(for:) setAttributedTitle(_:for:) attributedTitle(for:) setPreferredSymbolConfiguration(_:forImageIn:)
        titleLabel imageView subtitleLabel currentTitle currentTitleColor currentImage currentBackgroundImage currentAttributedTitle
        contentEdgeInsets titleEdgeInsets imageEdgeInsets adjustsImageWhenHighlighted adjustsImageWhenDisabled showsTouchWhenHighlighted
        reversesTitleShadowWhenHighlighted menu changesSelectionAsPrimaryAction role isPointerInteractionEnabled pointerStyleProvider
        systemButton(with:target:action:) ButtonType Configuration Role
    type UISwitch:UIControl
        isOn setOn(_:animated:) onTintColor thumbTintColor onImage offImage title preferredStyle style
    type UISlider:UIControl
        value setValue(_:animated:) minimumValue maximumValue minimumValueImage maximumValueImage isContinuous minimumTrackTintColor
        maximumTrackTintColor thumbTintColor setThumbImage(_:for:) setMinimumTrackImage(_:for:) setMaximumTrackImage(_:for:)
        thumbImage(for:) currentThumbImage thumbRect(forBounds:trackRect:value:) trackRect(forBounds:) minimumValueImageRect(forBounds:)
        maximumValueImageRect(forBounds:)
    type UIStepper:UIControl
        value minimumValue maximumValue stepValue isContinuous autorepeat wraps setIncrementImage(_:for:) setDecrementImage(_:for:)
        setDividerImage(_:forLeftSegmentState:rightSegmentState:) setBackgroundImage(_:for:)
    type UISegmentedControl:UIControl
        init(items:) init(frame:actions:) numberOfSegments selectedSegmentIndex selectedSegmentTintColor insertSegment(withTitle:at:animated:)
        insertSegment(with:at:animated:) insertSegment(action:at:animated:) removeSegment(at:animated:) removeAllSegments()
        setTitle(_:forSegmentAt:) titleForSegment(at:) setImage(_:forSegmentAt:) imageForSegment(at:) setWidth(_:forSegmentAt:)
        widthForSegment(at:) setEnabled(_:forSegmentAt:) isEnabledForSegment(at:) apportionsSegmentWidthsByContent isMomentary
        setTitleTextAttributes(_:for:) titleTextAttributes(for:) setBackgroundImage(_:for:barMetrics:) setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)
        setContentPositionAdjustment(_:forSegmentType:barMetrics:) setAction(_:forSegmentAt:) actionForSegment(at:) noSegment
    type UITextField:UIControl
        text attributedText placeholder attributedPlaceholder font textColor textAlignment borderStyle background disabledBackground
        clearButtonMode clearsOnBeginEditing clearsOnInsertion adjustsFontSizeToFitWidth minimumFontSize delegate isEditing
        leftView leftViewMode rightView rightViewMode inputView inputAccessoryView defaultTextAttributes typingAttributes
        allowsEditingTextAttributes keyboardType keyboardAppearance returnKeyType enablesReturnKeyAutomatically isSecureTextEntry
        autocapitalizationType autocorrectionType spellCheckingType smartQuotesType smartDashesType textContentType passwordRules
        borderRect(forBounds:) textRect(forBounds:) placeholderRect(forBounds:) editingRect(forBounds:) clearButtonRect(forBounds:)
        leftViewRect(forBounds:) rightViewRect(forBounds:) drawText(in:) drawPlaceholder(in:) selectedTextRange beginningOfDocument
        endOfDocument textRange(from:to:) position(from:offset:) offset(from:to:) interactionState BorderStyle ViewMode
        textDidBeginEditingNotification textDidChangeNotification textDidEndEditingNotification
    type UITextFieldDelegate
        textFieldShouldBeginEditing(_:) textFieldDidBeginEditing(_:) textFieldShouldEndEditing(_:) textFieldDidEndEditing(_:)
        textFieldDidEndEditing(_:reason:) textField(_:shouldChangeCharactersIn:replacementString:) textFieldShouldClear(_:)
        textFieldShouldReturn(_:) textFieldDidChangeSelection(_:) textField(_:editMenuForCharactersIn:suggestedActions:)
    type UITextView:UIScrollView
        init(frame:textContainer:) init(usingTextLayoutManager:) text attributedText font textColor textAlignment selectedRange
        isEditable isSelectable dataDetectorTypes allowsEditingTextAttributes typingAttributes linkTextAttributes textContainer
        textContainerInset layoutManager textStorage textLayoutManager scrollRangeToVisible(_:) clearsOnInsertion delegate
        inputView inputAccessoryView keyboardType keyboardDismissMode returnKeyType isFindInteractionEnabled findInteraction
        usesStandardTextScaling adjustsFontForContentSizeCategory selectedTextRange beginningOfDocument endOfDocument
        textDidBeginEditingNotification textDidChangeNotification textDidEndEditingNotification
    type UITextViewDelegate:UIScrollViewDelegate
        textViewShouldBeginEditing(_:) textViewDidBeginEditing(_:) textViewShouldEndEditing(_:) textViewDidEndEditing(_:)
        textView(_:shouldChangeTextIn:replacementText:) textViewDidChange(_:) textViewDidChangeSelection(_:)
        textView(_:shouldInteractWith:in:interaction:) textView(_:shouldInteractWith:in:) textView(_:primaryActionFor:defaultAction:)
        textView(_:menuConfigurationFor:defaultMenu:) textView(_:editMenuForTextIn:suggestedActions:)
    type UIImageView:UIView
        init(image:) init(image:highlightedImage:) image highlightedImage animationImages highlightedAnimationImages animationDuration
        animationRepeatCount startAnimating() stopAnimating() isAnimating isHighlighted preferredSymbolConfiguration
        adjustsImageSizeForAccessibilityContentSizeCategory addSymbolEffect(_:options:animated:completion:) removeAllSymbolEffects(options:animated:)
        setSymbolImage(_:contentTransition:options:completion:) image(for:) imageDynamicRange preferredImageDynamicRange
    type UIStackView:UIView
        init(arrangedSubviews:) arrangedSubviews addArrangedSubview(_:) removeArrangedSubview(_:) insertArrangedSubview(_:at:)
        axis distribution alignment spacing setCustomSpacing(_:after:) customSpacing(after:) isBaselineRelativeArrangement
        isLayoutMarginsRelativeArrangement spacingUseDefault spacingUseSystem Distribution Alignment
    type UINavigationController:UIViewController
        init(rootViewController:) init(navigationBarClass:toolbarClass:) pushViewController(_:animated:) popViewController(animated:)
        popToRootViewController(animated:) popToViewController(_:animated:) setViewControllers(_:animated:) viewControllers
        topViewController visibleViewController navigationBar toolbar isNavigationBarHidden setNavigationBarHidden(_:animated:)
        isToolbarHidden setToolbarHidden(_:animated:) hidesBarsOnTap hidesBarsOnSwipe hidesBarsWhenVerticallyCompact
        hidesBarsWhenKeyboardAppears barHideOnTapGestureRecognizer barHideOnSwipeGestureRecognizer interactivePopGestureRecognizer
        interactiveContentPopGestureRecognizer delegate Operation hideShowBarDuration
    type UINavigationControllerDelegate
        navigationController(_:willShow:animated:) navigationController(_:didShow:animated:)
        navigationController(_:animationControllerFor:from:to:) navigationController(_:interactionControllerFor:)
        navigationControllerSupportedInterfaceOrientations(_:) navigationControllerPreferredInterfaceOrientationForPresentation(_:)
    type UITabBarController:UIViewController
        viewControllers setViewControllers(_:animated:) selectedViewController selectedIndex tabBar delegate moreNavigationController
        customizableViewControllers tabs setTabs(_:animated:) selectedTab mode sidebar isTabBarHidden setTabBarHidden(_:animated:)
    type UITabBarControllerDelegate
        tabBarController(_:shouldSelect:) tabBarController(_:didSelect:) tabBarController(_:willBeginCustomizing:)
        tabBarController(_:didEndCustomizing:changed:) tabBarController(_:animationControllerForTransitionFrom:to:)
        tabBarController(_:interactionControllerFor:) tabBarControllerSupportedInterfaceOrientations(_:)
    type UISplitViewController:UIViewController
        init(style:) style viewControllers viewController(for:) setViewController(_:for:) show(_:) hide(_:) isCollapsed
        displayMode preferredDisplayMode preferredSplitBehavior splitBehavior displayModeButtonItem displayModeButtonVisibility
        presentsWithGesture preferredPrimaryColumnWidthFraction preferredPrimaryColumnWidth minimumPrimaryColumnWidth
        maximumPrimaryColumnWidth primaryColumnWidth primaryEdge primaryBackgroundStyle showsSecondaryOnlyButton delegate
        DisplayMode Column Style SplitBehavior automaticDimension
    type UISplitViewControllerDelegate
        splitViewController(_:collapseSecondary:onto:) splitViewController(_:separateSecondaryFrom:) splitViewController(_:willChangeTo:)
        splitViewController(_:show:sender:) splitViewController(_:showDetail:sender:) splitViewController(_:topColumnForCollapsingToProposedTopColumn:)
        splitViewController(_:displayModeForExpandingToProposedDisplayMode:) primaryViewController(forCollapsing:) primaryViewController(forExpanding:)
        targetDisplayModeForAction(in:) splitViewControllerDidCollapse(_:) splitViewControllerDidExpand(_:)
    type UIPageViewController:UIViewController
        init(transitionStyle:navigationOrientation:options:) viewControllers setViewControllers(_:direction:animated:completion:)
        dataSource delegate transitionStyle navigationOrientation spineLocation isDoubleSided gestureRecognizers
    types UIPageViewControllerDataSource UIPageViewControllerDelegate UIPageControl:UIControl
    type UINavigationItem:NSObject
        init(title:) title titleView prompt backBarButtonItem backButtonTitle backButtonDisplayMode hidesBackButton setHidesBackButton(_:animated:)
        leftBarButtonItem rightBarButtonItem leftBarButtonItems rightBarButtonItems setLeftBarButton(_:animated:) setRightBarButton(_:animated:)
        setLeftBarButtonItems(_:animated:) setRightBarButtonItems(_:animated:) leftItemsSupplementBackButton largeTitleDisplayMode
        searchController hidesSearchBarWhenScrolling preferredSearchBarPlacement standardAppearance compactAppearance scrollEdgeAppearance
        compactScrollEdgeAppearance style backAction titleMenuProvider documentProperties renameDelegate centerItemGroups
        leadingItemGroups trailingItemGroups customizationIdentifier navigationBarTitle subtitle largeTitle LargeTitleDisplayMode
    type UIBarButtonItem:UIBarItem
        init(barButtonSystemItem:target:action:) init(title:style:target:action:) init(image:style:target:action:)
        init(image:landscapeImagePhone:style:target:action:) init(customView:) init(systemItem:primaryAction:menu:)
        init(title:image:primaryAction:menu:) init(primaryAction:) init(title:menu:) init(image:menu:) target action style
        width possibleTitles customView tintColor menu primaryAction isSelected changesSelectionAsPrimaryAction hidesSharedBackground
        isHidden isSymbolAnimationEnabled fixedSpace(_:) flexibleSpace() setBackgroundImage(_:for:barMetrics:) SystemItem Style
    type UIBarItem:NSObject
        appearance() appearance(whenContainedInInstancesOf:) title image landscapeImagePhone largeContentSizeImage imageInsets tag isEnabled setTitleTextAttributes(_:for:) titleTextAttributes(for:)
    type UITabBarItem:UIBarItem
        init(title:image:tag:) init(title:image:selectedImage:) init(tabBarSystemItem:tag:) badgeValue badgeColor selectedImage
        setBadgeTextAttributes(_:for:) titlePositionAdjustment standardAppearance scrollEdgeAppearance SystemItem
    type UINavigationBar:UIView
        pushItem(_:animated:) popItem(animated:) setItems(_:animated:) items topItem backItem barStyle barTintColor isTranslucent
        prefersLargeTitles titleTextAttributes largeTitleTextAttributes backIndicatorImage backIndicatorTransitionMaskImage
        setBackgroundImage(_:for:barMetrics:) shadowImage standardAppearance compactAppearance scrollEdgeAppearance
        compactScrollEdgeAppearance delegate setTitleVerticalPositionAdjustment(_:for:) behavioralStyle preferredBehavioralStyle
    types UIBarAppearance:NSObject UINavigationBarAppearance:UIBarAppearance
    types UITabBarAppearance:UIBarAppearance UIToolbarAppearance:UIBarAppearance UIBarButtonItemAppearance UITabBarItemAppearance
    types UIBarButtonItemGroup UINavigationBarDelegate UITabBarDelegate UIToolbarDelegate UIBarPositioning UIBarPositioningDelegate
    type UIAlertController:UIViewController
        init(title:message:preferredStyle:) addAction(_:) actions preferredAction addTextField(configurationHandler:) textFields
        title message preferredStyle severity image Style
    type UIAlertAction:NSObject
        init(title:style:handler:) title style isEnabled Style
    type UIGestureRecognizer:NSObject
        init(target:action:) addTarget(_:action:) removeTarget(_:action:) state delegate isEnabled view cancelsTouchesInView
        delaysTouchesBegan delaysTouchesEnded allowedTouchTypes allowedPressTypes requiresExclusiveTouchType
        require(toFail:) location(in:) location(ofTouch:in:) numberOfTouches name modifierFlags buttonMask
        touchesBegan(_:with:) touchesMoved(_:with:) touchesEnded(_:with:) touchesCancelled(_:with:) reset() ignore(_:for:)
        canPrevent(_:) canBePrevented(by:) shouldRequireFailure(of:) shouldBeRequiredToFail(by:) shouldReceive(_:) State
    type UIGestureRecognizerDelegate
        gestureRecognizerShouldBegin(_:) gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) gestureRecognizer(_:shouldRequireFailureOf:)
        gestureRecognizer(_:shouldBeRequiredToFailBy:) gestureRecognizer(_:shouldReceive:)
    type UITapGestureRecognizer:UIGestureRecognizer
        numberOfTapsRequired numberOfTouchesRequired buttonMaskRequired
    type UIPanGestureRecognizer:UIGestureRecognizer
        translation(in:) setTranslation(_:in:) velocity(in:) minimumNumberOfTouches maximumNumberOfTouches allowedScrollTypesMask
    type UIPinchGestureRecognizer:UIGestureRecognizer
        scale velocity
    type UIRotationGestureRecognizer:UIGestureRecognizer
        rotation velocity
    type UISwipeGestureRecognizer:UIGestureRecognizer
        direction numberOfTouchesRequired Direction
    type UILongPressGestureRecognizer:UIGestureRecognizer
        minimumPressDuration numberOfTouchesRequired numberOfTapsRequired allowableMovement
    types UIPress:NSObject UIPressesEvent:UIEvent UIKey:NSObject UIKeyModifierFlags
    types UIScreenEdgePanGestureRecognizer:UIPanGestureRecognizer UIHoverGestureRecognizer:UIGestureRecognizer
    type UITouch:NSObject
        location(in:) previousLocation(in:) preciseLocation(in:) precisePreviousLocation(in:) tapCount timestamp phase view window
        gestureRecognizers force maximumPossibleForce majorRadius majorRadiusTolerance type altitudeAngle azimuthAngle(in:)
        azimuthUnitVector(in:) estimatedProperties estimatedPropertiesExpectingUpdates estimationUpdateIndex Phase TouchType
    type UIEvent:NSObject
        type subtype timestamp allTouches touches(for:) coalescedTouches(for:) predictedTouches(for:) buttonMask modifierFlags
        EventType EventSubtype
    type UIScreen:NSObject
        main screens bounds nativeBounds scale nativeScale brightness wantsSoftwareDimming coordinateSpace fixedCoordinateSpace
        traitCollection maximumFramesPerSecond isCaptured displayLink(withTarget:selector:) snapshotView(afterScreenUpdates:)
        mirrored overscanCompensation currentMode availableModes preferredMode focusedView focusedItem
        didConnectNotification didDisconnectNotification modeDidChangeNotification brightnessDidChangeNotification capturedDidChangeNotification
    type UIDevice:NSObject
        current name model localizedModel systemName systemVersion identifierForVendor orientation isGeneratingDeviceOrientationNotifications
        beginGeneratingDeviceOrientationNotifications() endGeneratingDeviceOrientationNotifications() isBatteryMonitoringEnabled
        batteryLevel batteryState isProximityMonitoringEnabled proximityState isMultitaskingSupported userInterfaceIdiom
        playInputClick() orientationDidChangeNotification batteryLevelDidChangeNotification batteryStateDidChangeNotification
        proximityStateDidChangeNotification BatteryState
    type UIBezierPath:NSObject
        init(rect:) init(ovalIn:) init(roundedRect:cornerRadius:) init(roundedRect:byRoundingCorners:cornerRadii:)
        init(arcCenter:radius:startAngle:endAngle:clockwise:) init(cgPath:) cgPath move(to:) addLine(to:)
        addCurve(to:controlPoint1:controlPoint2:) addQuadCurve(to:controlPoint:) addArc(withCenter:radius:startAngle:endAngle:clockwise:)
        close() removeAllPoints() append(_:) reversing() apply(_:) isEmpty bounds currentPoint contains(_:) lineWidth lineCapStyle
        lineJoinStyle miterLimit flatness usesEvenOddFillRule setLineDash(_:count:phase:) getLineDash(_:count:phase:) fill()
        fill(with:alpha:) stroke() stroke(with:alpha:) addClip()
    type UIGraphicsImageRenderer:UIGraphicsRenderer
        init(size:) init(size:format:) init(bounds:format:) image(actions:) pngData(actions:) jpegData(withCompressionQuality:actions:)
    type UIGraphicsImageRendererContext:UIGraphicsRendererContext
        currentImage cgContext format fill(_:) fill(_:blendMode:) stroke(_:) stroke(_:blendMode:) clip(to:)
    type UIGraphicsImageRendererFormat:UIGraphicsRendererFormat
        init(for:) scale opaque preferredRange prefersExtendedRange default() preferred()
    types UIGraphicsRenderer:NSObject UIGraphicsRendererContext:NSObject UIGraphicsRendererFormat:NSObject UIGraphicsPDFRenderer:UIGraphicsRenderer
    types UIGraphicsPDFRendererContext:UIGraphicsRendererContext UIGraphicsPDFRendererFormat:UIGraphicsRendererFormat
    globals UIGraphicsBeginImageContext UIGraphicsBeginImageContextWithOptions UIGraphicsGetImageFromCurrentImageContext
    globals UIGraphicsEndImageContext UIGraphicsGetCurrentContext UIGraphicsPushContext UIGraphicsPopContext UIRectFill
    globals UIRectFillUsingBlendMode UIRectFrame UIRectFrameUsingBlendMode UIRectClip UIGraphicsBeginPDFContextToData
    globals UIGraphicsBeginPDFContextToFile UIGraphicsBeginPDFPage UIGraphicsBeginPDFPageWithInfo UIGraphicsEndPDFContext
    globals UIGraphicsGetPDFContextBounds UIImagePNGRepresentation UIImageJPEGRepresentation UIImageWriteToSavedPhotosAlbum
    globals UISaveVideoAtPathToSavedPhotosAlbum UIVideoAtPathIsCompatibleWithSavedPhotosAlbum UIAccessibilityPostNotification
    globals UIAccessibilityIsVoiceOverRunning UIApplicationMain UIEdgeInsetsMake UIEdgeInsetsInsetRect UIOffsetMake
    globals NSStringFromUIOffset UIContentSizeCategoryIsAccessibilityCategory UIFloatRange UIRectEdge UIRectCorner
    globals UIKeyboardFrameEndUserInfoKey UIKeyboardFrameBeginUserInfoKey UIKeyboardAnimationDurationUserInfoKey UIKeyboardAnimationCurveUserInfoKey
    type UIViewPropertyAnimator:NSObject
        init(duration:curve:animations:) init(duration:dampingRatio:animations:) init(duration:controlPoint1:controlPoint2:animations:)
        init(duration:timingParameters:) runningPropertyAnimator(withDuration:delay:options:animations:completion:) addAnimations(_:)
        addAnimations(_:delayFactor:) addCompletion(_:) startAnimation() startAnimation(afterDelay:) pauseAnimation() stopAnimation(_:)
        finishAnimation(at:) continueAnimation(withTimingParameters:durationFactor:) fractionComplete isReversed isRunning
        isInterruptible isUserInteractionEnabled isManualHitTestingEnabled scrubsLinearly pausesOnCompletion state duration delay
        timingParameters
    type UIViewControllerTransitionCoordinator
        animate(alongsideTransition:completion:) animateAlongsideTransition(in:animation:completion:) notifyWhenInteractionChanges(_:)
        view(forKey:) viewController(forKey:) containerView isAnimated isInteractive isCancelled transitionDuration
        completionCurve completionVelocity targetTransform() presentationStyle initiallyInteractive isInterruptible
    types UIViewControllerTransitionCoordinatorContext UIViewControllerAnimatedTransitioning UIViewControllerContextTransitioning
    type UIViewControllerTransitionCoordinatorContext
        presentationStyle isAnimated isInteractive isCancelled isInterruptible initiallyInteractive transitionDuration
        percentComplete completionCurve completionVelocity targetTransform containerView viewController(forKey:) view(forKey:)
    types UIViewControllerInteractiveTransitioning UIViewControllerTransitioningDelegate UIPercentDrivenInteractiveTransition:NSObject
    types UIPopoverPresentationController:UIPresentationController UISheetPresentationController:UIPresentationController
    types UIPopoverPresentationControllerDelegate UIAdaptivePresentationControllerDelegate UIContentContainer UITraitEnvironment
    types UIStoryboard:NSObject UIStoryboardSegue:NSObject UIStoryboardUnwindSegueSource:NSObject UIStoryboardShowSegue:UIStoryboardSegue
    types UIActivityViewController:UIViewController UIActivity:NSObject UIActivityItemSource UIActivityItemProvider UIDocumentInteractionController:NSObject
    types UIDocumentPickerViewController:UIViewController UIDocumentBrowserViewController:UIViewController UIDocument:NSObject UIManagedDocument:UIDocument
    types UIImagePickerController:UINavigationController UIImagePickerControllerDelegate UIVideoEditorController:UINavigationController
    types UIReferenceLibraryViewController:UIViewController UIPrintInteractionController:NSObject UIPrintInfo:NSObject UIPrintFormatter:NSObject
    types UIPrintPageRenderer:NSObject UIMarkupTextPrintFormatter:UIPrintFormatter UISimpleTextPrintFormatter:UIPrintFormatter UIViewPrintFormatter:UIPrintFormatter
    types UIFontPickerViewController:UIViewController UIColorPickerViewController:UIViewController UIColorWell:UIControl
    types UIActivityIndicatorView:UIView UIProgressView:UIView UIDatePicker:UIControl UIPickerView:UIView UIPickerViewDataSource UIPickerViewDelegate
    types UISearchBarDelegate UISearchResultsUpdating UISearchControllerDelegate
    types UISearchTextField:UITextField UIVisualEffectView:UIView UIBlurEffect:UIVisualEffect UIVibrancyEffect:UIVisualEffect
    types UIVisualEffect:NSObject UIMotionEffect:NSObject UIInterpolatingMotionEffect:UIMotionEffect UIMotionEffectGroup:UIMotionEffect
    type UIDynamicAnimator:NSObject
        init(referenceView:) init(collectionViewLayout:) addBehavior(_:) removeBehavior(_:) removeAllBehaviors() behaviors referenceView
        isRunning elapsedTime delegate items(in:) updateItem(usingCurrentState:) layoutAttributesForCell(at:)
    types UIDynamicBehavior:NSObject UIGravityBehavior:UIDynamicBehavior UICollisionBehavior:UIDynamicBehavior
    types UIPushBehavior:UIDynamicBehavior UISnapBehavior:UIDynamicBehavior UIAttachmentBehavior:UIDynamicBehavior UIFieldBehavior:UIDynamicBehavior
    types UIDynamicItemBehavior:UIDynamicBehavior UIDynamicItem UIDynamicItemGroup UICollisionBehaviorDelegate UIDynamicAnimatorDelegate
    types UIMenu:UIMenuElement UIMenuElement:NSObject UICommand:UIMenuElement UIKeyCommand:UICommand UIDeferredMenuElement:UIMenuElement
    types UIMenuController:NSObject UIMenuItem:NSObject UIMenuBuilder UIContextMenuInteraction:NSObject UIContextMenuConfiguration:NSObject
    types UIContextMenuInteractionDelegate UITargetedPreview:NSObject UIPreviewParameters:NSObject UIEditMenuInteraction:NSObject
    types UIPreviewAction:NSObject UIPreviewActionItem UIViewControllerPreviewing UIViewControllerPreviewingDelegate
    types UIDragInteraction:NSObject UIDropInteraction:NSObject UIDragItem:NSObject UIDragInteractionDelegate UIDropInteractionDelegate
    types UIDragSession UIDropSession UIDropProposal:NSObject UIPasteboard:NSObject UIPasteControl:UIControl UIPasteConfiguration:NSObject
    types UIPointerInteraction:NSObject UIPointerStyle:NSObject UIPointerRegion:NSObject UIHoverStyle:NSObject
    types UIFeedbackGenerator:NSObject UIImpactFeedbackGenerator:UIFeedbackGenerator UINotificationFeedbackGenerator:UIFeedbackGenerator
    types UISelectionFeedbackGenerator:UIFeedbackGenerator UICanvasFeedbackGenerator:UIFeedbackGenerator
    types UILayoutGuide:NSObject UILayoutSupport UIKeyboardLayoutGuide:UILayoutGuide UITrackingLayoutGuide:UILayoutGuide
    types UIFontMetrics:NSObject UIFontDescriptor:NSObject UIImageAsset:NSObject UIImageConfiguration:NSObject UIImageSymbolConfiguration:UIImageConfiguration
    types UIAccessibility UIAccessibilityElement:NSObject UIAccessibilityCustomAction:NSObject UIAccessibilityContainer UIAccessibilityIdentification
    types UIAccessibilityTraits UIAccessibilityCustomRotor:NSObject UILargeContentViewerInteraction:NSObject
    types UILocalNotification:NSObject UIUserNotificationSettings:NSObject UIUserNotificationAction:NSObject UIMutableUserNotificationAction:UIUserNotificationAction
    types UIUserActivityRestoring
    types UIUserNotificationCategory:NSObject UIMutableUserNotificationCategory:UIUserNotificationCategory UIApplicationShortcutItem:NSObject
    types UIMutableApplicationShortcutItem:UIApplicationShortcutItem UIApplicationShortcutIcon:NSObject UIStateRestoring UIViewControllerRestoration
    types UIObjectRestoration UISceneConfiguration:NSObject UISceneActivationConditions:NSObject UISceneOpenURLOptions:NSObject
    # Property wrappers of UIView and UIViewController, spelled unqualified inside their subclasses.
    types Invalidating ViewLoading
    types UIConfigurationState UIPreviewInteraction:NSObject UIPreviewInteractionDelegate UIContextMenuInteractionCommitAnimating
    types UIContextMenuInteractionAnimating NSCollectionLayoutGroupCustomItem:NSObject NSCollectionLayoutEnvironment NSCollectionLayoutContainer
    types UIOpenURLContext:NSObject UISceneSessionActivationRequest:NSObject UIWindowSceneGeometryPreferences:NSObject UIWindowSceneGeometryPreferencesIOS:UIWindowSceneGeometryPreferences
    types UIStatusBarManager:NSObject UISceneDestructionRequestOptions:NSObject UISceneActivationRequestOptions:NSObject UIApplicationSceneManifest
    types UIWindowSceneDestructionRequestOptions:UISceneDestructionRequestOptions
    types UICellConfigurationState UIViewConfigurationState UIListContentConfiguration UIListContentView:UIView UIBackgroundConfiguration
    type UIListContentView:UIView
        init(configuration:) configuration textLayoutGuide secondaryTextLayoutGuide imageLayoutGuide supportsConfiguration(_:)
    types UISearchContainerViewController:UIViewController
    types UIContentConfiguration UIContentView UIHostingConfiguration UIButtonConfiguration UIContentUnavailableConfiguration UIContentUnavailableView:UIView
    types UIFocusEnvironment UIFocusItem UIFocusGuide:UILayoutGuide UIFocusUpdateContext:NSObject UIFocusAnimationCoordinator:NSObject UIFocusSystem:NSObject
    types UITextInput UITextInputTraits UIKeyInput UITextInputDelegate UITextPosition:NSObject UITextRange:NSObject UITextChecker:NSObject
    types UITextInteraction:NSObject UITextSelectionDisplayInteraction:NSObject UIFindInteraction:NSObject UITextFormattingCoordinator:NSObject
    types UITextItem UITextItemMenuConfiguration UIInputViewController:UIViewController UIInputView:UIView UITextDocumentProxy UILexicon:NSObject
    type NSLayoutConstraint:NSObject
        init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) constraints(withVisualFormat:options:metrics:views:)
        activate(_:) deactivate(_:) isActive constant multiplier priority identifier firstItem secondItem firstAttribute
        secondAttribute relation firstAnchor secondAnchor shouldBeArchived Attribute Relation FormatOptions
    type NSLayoutAnchor:NSObject
        constraint(equalTo:) constraint(equalTo:constant:) constraint(greaterThanOrEqualTo:) constraint(greaterThanOrEqualTo:constant:)
        constraint(lessThanOrEqualTo:) constraint(lessThanOrEqualTo:constant:) constraintsAffectingLayout hasAmbiguousLayout name item
    type NSLayoutDimension:NSLayoutAnchor
        constraint(equalToConstant:) constraint(greaterThanOrEqualToConstant:) constraint(lessThanOrEqualToConstant:)
        constraint(equalTo:multiplier:) constraint(equalTo:multiplier:constant:) constraint(greaterThanOrEqualTo:multiplier:)
        constraint(greaterThanOrEqualTo:multiplier:constant:) constraint(lessThanOrEqualTo:multiplier:) constraint(lessThanOrEqualTo:multiplier:constant:)
    type NSLayoutXAxisAnchor:NSLayoutAnchor
        constraint(equalToSystemSpacingAfter:multiplier:) constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
        constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:) anchorWithOffset(to:)
    type NSLayoutYAxisAnchor:NSLayoutAnchor
        constraint(equalToSystemSpacingBelow:multiplier:) constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
        constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:) anchorWithOffset(to:)
    types NSLayoutManager:NSObject NSTextContainer:NSObject NSTextStorage:NSMutableAttributedString NSTextAttachment:NSObject NSParagraphStyle:NSObject
    types NSMutableParagraphStyle:NSParagraphStyle NSShadow:NSObject NSTextTab:NSObject NSStringDrawingContext:NSObject NSTextLayoutManager:NSObject
    types NSTextContentStorage:NSObject NSTextLayoutFragment:NSObject NSTextLineFragment:NSObject NSTextRange:NSObject NSTextLocation NSDataAsset:NSObject
    types NSLayoutManagerDelegate NSTextStorageDelegate NSTextAttachmentContainer NSTextAttachmentViewProvider:NSObject NSAdaptiveImageGlyph:NSObject
    types UIEdgeInsets UIOffset NSDirectionalEdgeInsets UIContentSizeCategory UIUserInterfaceIdiom UIUserInterfaceStyle UIUserInterfaceSizeClass
    types UIInterfaceOrientation UIInterfaceOrientationMask UIDeviceOrientation UIStatusBarStyle UIStatusBarAnimation UIModalPresentationStyle
    types UIModalTransitionStyle UIBlurEffectStyle UIKeyboardType UIReturnKeyType UITextAutocapitalizationType UITextAutocorrectionType
    types UITextContentType UIBarStyle UIBarPosition UIBarMetrics UISemanticContentAttribute UIUserInterfaceLayoutDirection UIRectEdge UIRectCorner
    types UITrait UITraitDefinition UIMutableTraits UITraitChangeRegistration UITraitHorizontalSizeClass UITraitVerticalSizeClass UITraitUserInterfaceStyle
    types UITraitPreferredContentSizeCategory UITraitDisplayScale UITraitLayoutDirection UITraitOverrides UICoordinateSpace UIPopoverArrowDirection
    types UIWindowLevel UIActionSheet:UIView UIAlertView:UIView UIWebView:UIView UIWebViewDelegate UIAlertViewDelegate UIActionSheetDelegate UISearchDisplayController:NSObject UIPopoverController:NSObject
    types UIStoryboardPopoverSegue:UIStoryboardSegue UILexiconEntry:NSObject UIPrinter:NSObject UIPrinterPickerController:NSObject
    types UITimingCurveProvider UICubicTimingParameters:NSObject UISpringTimingParameters:NSObject UIViewAnimating UIViewImplicitlyAnimating
    types UIRegion:NSObject UIScribbleInteraction:NSObject UIIndirectScribbleInteraction:NSObject UIPencilInteraction:NSObject UIShape:NSObject
    types UISheetPresentationControllerDetent:NSObject UINavigationBarAppearance UICalendarView:UIView UICalendarSelectionSingleDate:NSObject
    types UICalendarSelectionMultiDate:NSObject UICalendarViewDelegate UISymbolEffectCompletionContext UIVideoEditorControllerDelegate UITab:NSObject
    types UITabGroup:UITab UISearchTab:UITab UITabSidebarItem:NSObject UIUpdateLink:NSObject UIViewLayoutRegion UIConfigurationColorTransformer
    types UIScrollEdgeEffect:NSObject UIGlassEffect:UIVisualEffect UIGlassContainerEffect:UIVisualEffect UICornerConfiguration UIBackgroundExtensionView:UIView
    types UIBandSelectionInteraction:NSObject UIActivityItemsConfiguration:NSObject UIActivityItemsConfigurationReading UIDocumentViewController:UIViewController
    types UITextEffectsWindow UIStepperDelegate UIWindowSceneDragInteraction:NSObject UIWritingToolsCoordinator:NSObject UIKeyboardAppearance

    module CoreGraphics
    type CGContext
        saveGState() restoreGState() scaleBy(x:y:) translateBy(x:y:) rotate(by:) concatenate(_:) ctm setLineWidth(_:) setLineCap(_:)
        setLineJoin(_:) setMiterLimit(_:) setLineDash(phase:lengths:) setFlatness(_:) setAlpha(_:) setBlendMode(_:) beginPath()
        move(to:) addLine(to:) addCurve(to:control1:control2:) addQuadCurve(to:control:) closePath() addRect(_:) addRects(_:)
        addLines(between:) addEllipse(in:) addArc(center:radius:startAngle:endAngle:clockwise:) addArc(tangent1End:tangent2End:radius:)
        addPath(_:) replacePathWithStrokedPath() isPathEmpty currentPointOfPath boundingBoxOfPath path pathContains(_:mode:)
        drawPath(using:) fillPath() fillPath(using:) strokePath() fill(_:) fill(_:count:) fillEllipse(in:) stroke(_:) stroke(_:width:)
        strokeEllipse(in:) strokeLineSegments(between:) clear(_:) clip() clip(using:) resetClip() clip(to:) clip(to:mask:)
        boundingBoxOfClipPath setFillColor(_:) setStrokeColor(_:) setFillColorSpace(_:) setStrokeColorSpace(_:) setFillPattern(_:colorComponents:)
        setShadow(offset:blur:) setShadow(offset:blur:color:) drawLinearGradient(_:start:end:options:) drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)
        drawShading(_:) beginTransparencyLayer(auxiliaryInfo:) beginTransparencyLayer(in:auxiliaryInfo:) endTransparencyLayer()
        draw(_:in:) draw(_:in:byTiling:) draw(_:) interpolationQuality setShouldAntialias(_:) setAllowsAntialiasing(_:) textMatrix
        textPosition setTextDrawingMode(_:) setCharacterSpacing(_:) setFont(_:) setFontSize(_:) showGlyphs(_:at:) makeImage()
        init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:) init(consumer:mediaBox:_:) init(_:mediaBox:_:)
        width height bytesPerRow bitsPerComponent data colorSpace bitmapInfo beginPage(mediaBox:) endPage() beginPDFPage(_:) endPDFPage()
        closePDF() flush() synchronize() convertToUserSpace(_:) convertToDeviceSpace(_:) userSpaceToDeviceSpaceTransform
    type CGImage
        init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)
        init(pngDataProviderSource:decode:shouldInterpolate:intent:) init(jpegDataProviderSource:decode:shouldInterpolate:intent:)
        width height bitsPerComponent bitsPerPixel bytesPerRow colorSpace alphaInfo bitmapInfo dataProvider cropping(to:) masking(_:)
        copy(maskingColorComponents:) copy(colorSpace:) isMask utType
    type CGPath
        init(rect:transform:) init(ellipseIn:transform:) init(roundedRect:cornerWidth:cornerHeight:transform:) boundingBox
        boundingBoxOfPath currentPoint isEmpty contains(_:using:transform:) copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)
        copy(dashingWithPhase:lengths:transform:) copy(using:) mutableCopy() applyWithBlock(_:) normalized(using:) union(_:using:)
        intersection(_:using:) subtracting(_:using:) lineIntersection(_:using:) componentsSeparated(using:) flattened(threshold:)
    type CGMutablePath:CGPath
        move(to:transform:) addLine(to:transform:) addLines(between:transform:) addRect(_:transform:) addRects(_:transform:)
        addEllipse(in:transform:) addRoundedRect(in:cornerWidth:cornerHeight:transform:) addArc(center:radius:startAngle:endAngle:clockwise:transform:)
        addArc(tangent1End:tangent2End:radius:transform:) addRelativeArc(center:radius:startAngle:delta:transform:)
        addCurve(to:control1:control2:transform:) addQuadCurve(to:control:transform:) addPath(_:transform:) closeSubpath()
    type CGColor
        init(red:green:blue:alpha:) init(gray:alpha:) init(colorSpace:components:) init(srgbRed:green:blue:alpha:)
        components numberOfComponents alpha colorSpace pattern copy(alpha:) converted(to:intent:options:) black white clear
    type CGGradient
        init(colorsSpace:colors:locations:) init(colorSpace:colorComponents:locations:count:)
    type CGColorSpace
        init(name:) model numberOfComponents name sRGB genericRGBLinear displayP3 extendedSRGB linearSRGB genericGrayGamma2_2 extendedGray
    types CGPatternCallbacks CGPatternDrawPatternCallback CGPatternReleaseInfoCallback CGPatternTiling CGFunctionCallbacks
    types CGLayer CGPattern CGShading CGFunction CGDataProvider CGDataConsumer CGFont CGPDFDocument CGPDFPage CGPDFContext CGImageSource
    types CGBlendMode CGLineCap CGLineJoin CGPathFillRule CGPathDrawingMode CGInterpolationQuality CGGradientDrawingOptions CGBitmapInfo
    types CGImageAlphaInfo CGColorRenderingIntent CGTextDrawingMode CGPathElement CGPathElementType CGColorSpaceModel CGImageByteOrderInfo
    type CGAffineTransform
        init(translationX:y:) init(scaleX:y:) init(rotationAngle:) init(a:b:c:d:tx:ty:) identity isIdentity translatedBy(x:y:)
        scaledBy(x:y:) rotated(by:) inverted() concatenating(_:) decomposed() a b c d tx ty
    type CGRect
        init(x:y:width:height:) init(origin:size:) zero null infinite origin size width height minX midX maxX minY midY maxY
        insetBy(dx:dy:) offsetBy(dx:dy:) union(_:) intersection(_:) intersects(_:) contains(_:) divided(atDistance:from:) integral
        standardized isEmpty isNull isInfinite applying(_:) inset(by:) dictionaryRepresentation
    type CGPoint
        init(x:y:) x y zero applying(_:) equalTo(_:)
    type CGSize
        init(width:height:) width height zero applying(_:)
    type CGVector
        init(dx:dy:) dx dy zero
    types CGFloat
    globals CGRectMake CGPointMake CGSizeMake CGRectZero CGPointZero CGSizeZero CGRectGetMidX CGRectGetMidY CGRectGetMinX CGRectGetMaxX
    globals CGRectGetMinY CGRectGetMaxY CGRectGetWidth CGRectGetHeight CGRectInset CGRectOffset CGRectIntersection CGRectUnion
    globals CGRectContainsPoint CGRectContainsRect CGRectIntersectsRect CGRectIsEmpty CGRectEqualToRect CGAffineTransformMakeRotation
    globals CGAffineTransformMakeScale CGAffineTransformMakeTranslation CGAffineTransformIdentity CGAffineTransformConcat
    globals CGColorSpaceCreateDeviceRGB CGColorSpaceCreateDeviceGray CGColorSpaceCreateDeviceCMYK CGContextRef CGImageRef
    globals CGBitmapContextCreate CGColorCreate CGColorGetComponents CGPathCreateMutable CGDataProviderCreateWithData

    module QuartzCore
    type CALayer:NSObject
        init(layer:) bounds position zPosition anchorPoint anchorPointZ transform affineTransform() setAffineTransform(_:) frame
        isHidden isDoubleSided isGeometryFlipped superlayer sublayers addSublayer(_:) insertSublayer(_:at:) insertSublayer(_:below:)
        insertSublayer(_:above:) replaceSublayer(_:with:) removeFromSuperlayer() sublayerTransform mask masksToBounds contents
        contentsRect contentsGravity contentsScale contentsCenter contentsFormat minificationFilter magnificationFilter isOpaque
        display() setNeedsDisplay() setNeedsDisplay(_:) needsDisplay() displayIfNeeded() needsDisplayOnBoundsChange drawsAsynchronously
        draw(in:) render(in:) edgeAntialiasingMask allowsEdgeAntialiasing backgroundColor cornerRadius maskedCorners cornerCurve
        borderWidth borderColor opacity allowsGroupOpacity compositingFilter filters backgroundFilters shouldRasterize rasterizationScale
        shadowColor shadowOpacity shadowOffset shadowRadius shadowPath preferredFrameSize() layoutSublayers() setNeedsLayout()
        layoutIfNeeded() needsLayout() layoutManager action(forKey:) actions add(_:forKey:) removeAllAnimations() removeAnimation(forKey:)
        animationKeys() animation(forKey:) name delegate style presentation() model() convert(_:from:) convert(_:to:)
        convertTime(_:from:) convertTime(_:to:) hitTest(_:) contains(_:) visibleRect scroll(_:) scrollRectToVisible(_:)
        defaultValue(forKey:) needsDisplay(forKey:) shouldArchiveValue(forKey:) beginTime timeOffset duration speed repeatCount
        repeatDuration autoreverses fillMode wantsExtendedDynamicRangeContent
    type CAAnimation:NSObject
        timingFunction delegate isRemovedOnCompletion beginTime duration speed timeOffset repeatCount repeatDuration autoreverses
        fillMode defaultValue(forKey:) shouldArchiveValue(forKey:) preferredFrameRateRange
    type CAPropertyAnimation:CAAnimation
        init(keyPath:) keyPath isAdditive isCumulative valueFunction
    type CABasicAnimation:CAPropertyAnimation
        fromValue toValue byValue
    type CAKeyframeAnimation:CAPropertyAnimation
        values path keyTimes timingFunctions calculationMode rotationMode tensionValues continuityValues biasValues
    types CASpringAnimation:CABasicAnimation CATransition:CAAnimation CAAnimationGroup:CAAnimation CAAnimationDelegate CAMediaTiming
    types CAMediaTimingFunction:NSObject CAMediaTimingFunctionName CAMediaTimingFillMode CAValueFunction:NSObject CATransaction:NSObject
    types CAShapeLayer:CALayer CAGradientLayer:CALayer CATextLayer:CALayer CAReplicatorLayer:CALayer CAScrollLayer:CALayer
    types CATiledLayer:CALayer CATransformLayer:CALayer CAEmitterLayer:CALayer CAEmitterCell:NSObject CAMetalLayer:CALayer CAEAGLLayer:CALayer
    types CADisplayLink:NSObject CATransform3D CALayerDelegate CAAction CAFrameRateRange CAEdgeAntialiasingMask CACornerMask CALayerCornerCurve
    types CAGradientLayerType CATextLayerAlignmentMode CATextLayerTruncationMode CAShapeLayerFillRule CAShapeLayerLineCap CAShapeLayerLineJoin
    types CATransitionType CATransitionSubtype CALayerContentsGravity CALayerContentsFilter CAEmitterLayerEmitterShape CAEmitterLayerEmitterMode
    types CAEmitterLayerRenderMode CAAnimationCalculationMode CAAnimationRotationMode CARenderer:NSObject CAMetalDrawable
    globals CATransform3DIdentity CATransform3DMakeTranslation CATransform3DMakeScale CATransform3DMakeRotation CATransform3DTranslate
    globals CATransform3DScale CATransform3DRotate CATransform3DConcat CATransform3DInvert CATransform3DIsIdentity CATransform3DEqualToTransform
    globals CATransform3DMakeAffineTransform CATransform3DGetAffineTransform CATransform3DIsAffine CACurrentMediaTime
    globals kCAMediaTimingFunctionLinear kCAMediaTimingFunctionEaseIn kCAMediaTimingFunctionEaseOut kCAMediaTimingFunctionEaseInEaseOut
    globals kCAFillModeForwards kCAFillModeBackwards kCAFillModeBoth kCAFillModeRemoved kCATransitionFade kCATransitionPush
    globals kCATransitionMoveIn kCATransitionReveal kCATransitionFromLeft kCATransitionFromRight kCATransitionFromTop kCATransitionFromBottom
    globals kCAGravityResizeAspect kCAGravityResizeAspectFill kCAGravityResize kCAGravityCenter kCALineCapRound kCALineJoinRound

    module CoreImage
    type CIImage:NSObject
        init(image:) init(cgImage:) init(contentsOf:) init(data:) init(color:) init(cvPixelBuffer:) init(cgImage:options:) extent
        applyingFilter(_:parameters:) applyingFilter(_:) applying(_:) cropped(to:) clampedToExtent() composited(over:) transformed(by:)
        oriented(_:) oriented(forExifOrientation:) settingAlphaOne(in:) applyingGaussianBlur(sigma:) properties cgImage
        samplingLinear() samplingNearest() premultiplyingAlpha() unpremultiplyingAlpha() empty() black white clear red green blue
    type CIFilter:NSObject
        init(name:) init(name:parameters:) init(name:withInputParameters:) outputImage inputKeys outputKeys attributes name
        setValue(_:forKey:) setDefaults() filterNames(inCategory:) filterNames(inCategories:) localizedName(forFilterName:)
        gaussianBlur() sepiaTone() colorControls() vignette() photoEffectMono() qrCodeGenerator() pixellate() crystallize() bloom()
    type CIContext:NSObject
        init() init(options:) init(mtlDevice:) init(cgContext:options:) createCGImage(_:from:) createCGImage(_:from:format:colorSpace:)
        render(_:to:) render(_:toBitmap:rowBytes:bounds:format:colorSpace:) draw(_:in:from:) pngRepresentation(of:format:colorSpace:options:)
        jpegRepresentation(of:colorSpace:options:) heifRepresentation(of:format:colorSpace:options:) workingColorSpace
    types CIColor:NSObject CIVector:NSObject CIKernel:NSObject CIColorKernel:CIKernel CIWarpKernel:CIKernel CIBlendKernel:CIColorKernel
    types CIDetector:NSObject CIFeature:NSObject CIFaceFeature:CIFeature CIQRCodeFeature:CIFeature CIRectangleFeature:CIFeature CITextFeature:CIFeature
    types CIFilterShape:NSObject CISampler:NSObject CIImageAccumulator:NSObject CIFilterGenerator:NSObject CIFormat CIRenderDestination:NSObject
    types CIFilterConstructor CIImageProcessorKernel:NSObject CIFilterProtocol CIFilterBuiltins
    globals kCIInputImageKey kCIInputRadiusKey kCIInputIntensityKey kCIInputCenterKey kCIInputScaleKey kCIInputAngleKey kCIInputColorKey
    globals kCIInputBackgroundImageKey kCIInputExtentKey kCIInputSaturationKey kCIInputBrightnessKey kCIInputContrastKey kCIOutputImageKey
    globals kCIAttributeTypeImage kCICategoryBuiltIn kCIContextUseSoftwareRenderer kCIContextWorkingColorSpace kCIInputEVKey kCIInputSharpnessKey

    module SpriteKit
    types SKView:UIView SKNode:UIResponder SKScene:SKEffectNode SKEffectNode:SKNode SKSpriteNode:SKNode SKLabelNode:SKNode SKShapeNode:SKNode
    types SKEmitterNode:SKNode SKCameraNode:SKNode SKCropNode:SKNode SKLightNode:SKNode SKVideoNode:SKNode SKReferenceNode:SKNode
    types SKTileMapNode:SKNode SKFieldNode:SKNode SKAudioNode:SKNode SK3DNode:SKNode SKTransformNode:SKNode SKAction:NSObject
    types SKTexture:NSObject SKTextureAtlas:NSObject SKMutableTexture:SKTexture SKPhysicsBody:NSObject SKPhysicsWorld:NSObject
    types SKPhysicsContact:NSObject SKPhysicsContactDelegate SKPhysicsJoint:NSObject SKPhysicsJointPin:SKPhysicsJoint SKPhysicsJointSpring:SKPhysicsJoint
    types SKPhysicsJointFixed:SKPhysicsJoint SKPhysicsJointSliding:SKPhysicsJoint SKPhysicsJointLimit:SKPhysicsJoint SKConstraint:NSObject
    types SKRange:NSObject SKReachConstraints:NSObject SKShader:NSObject SKUniform:NSObject SKAttribute:NSObject SKAttributeValue:NSObject
    types SKTransition:NSObject SKTileSet:NSObject SKTileGroup:NSObject SKTileDefinition:NSObject SKTileGroupRule:NSObject SKKeyframeSequence:NSObject
    types SKRegion:NSObject SKRenderer:NSObject SKWarpGeometry:NSObject SKWarpGeometryGrid:SKWarpGeometry SKSceneDelegate SKViewDelegate
    types SKBlendMode SKSceneScaleMode SKActionTimingMode SKLabelHorizontalAlignmentMode SKLabelVerticalAlignmentMode SKColor SKTextureFilteringMode

    module SceneKit
    types SCNView:UIView SCNScene:NSObject SCNNode:NSObject SCNCamera:NSObject SCNLight:NSObject SCNGeometry:NSObject SCNBox:SCNGeometry
    types SCNSphere:SCNGeometry SCNPlane:SCNGeometry SCNCylinder:SCNGeometry SCNCone:SCNGeometry SCNTorus:SCNGeometry SCNPyramid:SCNGeometry
    types SCNCapsule:SCNGeometry SCNTube:SCNGeometry SCNFloor:SCNGeometry SCNText:SCNGeometry SCNShape:SCNGeometry SCNMaterial:NSObject
    types SCNMaterialProperty:NSObject SCNAction:NSObject SCNTransaction:NSObject SCNPhysicsBody:NSObject SCNPhysicsWorld:NSObject
    types SCNPhysicsShape:NSObject SCNPhysicsContact:NSObject SCNPhysicsContactDelegate SCNHitTestResult:NSObject SCNSceneSource:NSObject
    types SCNSceneRenderer SCNSceneRendererDelegate SCNVector3 SCNVector4 SCNMatrix4 SCNQuaternion SCNParticleSystem:NSObject SCNAnimation:NSObject
    types SCNAnimationPlayer:NSObject SCNConstraint:NSObject SCNLookAtConstraint:SCNConstraint SCNBillboardConstraint:SCNConstraint SCNMorpher:NSObject
    types SCNSkinner:NSObject SCNProgram:NSObject SCNTechnique:NSObject SCNLevelOfDetail:NSObject SCNAudioSource:NSObject SCNAudioPlayer:NSObject
    globals SCNVector3Make SCNVector4Make SCNMatrix4MakeRotation SCNMatrix4MakeTranslation SCNMatrix4Identity SCNMatrix4Mult

    module GameplayKit
    types GKEntity:NSObject GKComponent:NSObject GKComponentSystem:NSObject GKStateMachine:NSObject GKState:NSObject GKAgent:GKComponent
    types GKAgent2D:GKAgent GKAgent3D:GKAgent GKGoal:NSObject GKBehavior:NSObject GKCompositeBehavior:GKBehavior GKPath:NSObject GKObstacle:NSObject
    types GKCircleObstacle:GKObstacle GKPolygonObstacle:GKObstacle GKGraph:NSObject GKGraphNode:NSObject GKGraphNode2D:GKGraphNode GKGridGraph:GKGraph
    types GKGridGraphNode:GKGraphNode GKObstacleGraph:GKGraph GKMeshGraph:GKGraph GKRandomSource:NSObject GKARC4RandomSource:GKRandomSource
    types GKLinearCongruentialRandomSource:GKRandomSource GKMersenneTwisterRandomSource:GKRandomSource GKRandomDistribution:NSObject
    types GKGaussianDistribution:GKRandomDistribution GKShuffledDistribution:GKRandomDistribution GKRandom GKNoise:NSObject GKNoiseMap:NSObject
    types GKNoiseSource:NSObject GKPerlinNoiseSource:GKNoiseSource GKRuleSystem:NSObject GKRule:NSObject GKMinmaxStrategist:NSObject
    types GKMonteCarloStrategist:NSObject GKGameModel GKGameModelPlayer GKGameModelUpdate GKScene:NSObject GKSKNodeComponent:GKComponent
    types GKDecisionTree:NSObject GKDecisionNode:NSObject GKQuadtree:NSObject GKOctree:NSObject GKRTree:NSObject GKAgentDelegate

    module WebKit
    types WKWebView:UIView WKWebViewConfiguration:NSObject WKNavigation:NSObject WKNavigationAction:NSObject WKNavigationResponse:NSObject
    types WKNavigationDelegate WKUIDelegate WKScriptMessageHandler WKScriptMessageHandlerWithReply WKScriptMessage:NSObject WKUserContentController:NSObject
    types WKUserScript:NSObject WKPreferences:NSObject WKWebpagePreferences:NSObject WKWebsiteDataStore:NSObject WKHTTPCookieStore:NSObject
    types WKProcessPool:NSObject WKBackForwardList:NSObject WKBackForwardListItem:NSObject WKFrameInfo:NSObject WKSnapshotConfiguration:NSObject
    types WKPDFConfiguration:NSObject WKFindConfiguration:NSObject WKDownload:NSObject WKDownloadDelegate WKContentRuleListStore:NSObject
    types WKNavigationActionPolicy WKNavigationResponsePolicy WKURLSchemeHandler WKURLSchemeTask WKWebsiteDataRecord:NSObject WKWindowFeatures:NSObject
    types WKContextMenuElementInfo:NSObject WKAudiovisualMediaTypes WKUserScriptInjectionTime WKContentWorld:NSObject WKOpenPanelParameters:NSObject

    module SafariServices
    types SFSafariViewController:UIViewController SFSafariViewControllerDelegate SFAuthenticationSession:NSObject SFContentBlockerManager:NSObject
    types SFSafariViewControllerConfiguration:NSObject SSReadingList:NSObject SFSafariViewControllerActivityButton:NSObject

    module MapKit
    types MKMapView:UIView MKMapViewDelegate MKAnnotation MKOverlay MKPointAnnotation:MKShape MKShape:NSObject MKAnnotationView:UIView
    types MKPinAnnotationView:MKAnnotationView MKMarkerAnnotationView:MKAnnotationView MKUserLocation:NSObject MKUserLocationView:MKAnnotationView
    types MKClusterAnnotation:NSObject MKOverlayRenderer:NSObject MKPolylineRenderer:MKOverlayPathRenderer MKPolygonRenderer:MKOverlayPathRenderer
    types MKCircleRenderer:MKOverlayPathRenderer MKOverlayPathRenderer:MKOverlayRenderer MKTileOverlay:NSObject MKTileOverlayRenderer:MKOverlayRenderer
    types MKPolyline:MKMultiPoint MKPolygon:MKMultiPoint MKMultiPoint:MKShape MKCircle:MKShape MKGeodesicPolyline:MKPolyline MKCoordinateRegion
    types MKCoordinateSpan MKMapRect MKMapPoint MKMapSize MKMapCamera:NSObject MKMapItem:NSObject MKPlacemark:CLPlacemark MKDirections:NSObject
    types MKDirectionsRequest:NSObject MKDirectionsResponse:NSObject MKRoute:NSObject MKRouteStep:NSObject MKLocalSearch:NSObject
    types MKLocalSearchRequest:NSObject MKLocalSearchResponse:NSObject MKLocalSearchCompleter:NSObject MKLocalSearchCompletion:NSObject
    types MKMapSnapshotter:NSObject MKMapSnapshotOptions:NSObject MKMapSnapshot:NSObject MKMapType MKUserTrackingMode MKUserTrackingButton:UIView
    types MKUserTrackingBarButtonItem:UIBarButtonItem MKCompassButton:UIView MKScaleView:UIView MKPointOfInterestFilter:NSObject MKLookAroundViewController:UIViewController
    types MKStandardMapConfiguration MKHybridMapConfiguration MKImageryMapConfiguration MKMapConfiguration:NSObject MKDistanceFormatter MKETAResponse:NSObject
    globals MKCoordinateRegionMake MKCoordinateRegionMakeWithDistance MKCoordinateSpanMake MKMapPointForCoordinate MKCoordinateForMapPoint
    globals MKMapRectMake MKMapRectWorld MKMetersBetweenMapPoints MKMapRectContainsPoint MKLaunchOptionsDirectionsModeKey MKLaunchOptionsDirectionsModeDriving

    module CoreLocation
    type CLLocationManager:NSObject
        delegate requestWhenInUseAuthorization() requestAlwaysAuthorization() requestTemporaryFullAccuracyAuthorization(withPurposeKey:)
        requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:) authorizationStatus() authorizationStatus accuracyAuthorization
        locationServicesEnabled() significantLocationChangeMonitoringAvailable() headingAvailable() isMonitoringAvailable(for:)
        isRangingAvailable() startUpdatingLocation() stopUpdatingLocation() requestLocation() startUpdatingHeading() stopUpdatingHeading()
        dismissHeadingCalibrationDisplay() startMonitoringSignificantLocationChanges() stopMonitoringSignificantLocationChanges()
        startMonitoring(for:) stopMonitoring(for:) monitoredRegions requestState(for:) startRangingBeacons(satisfying:) stopRangingBeacons(satisfying:)
        startMonitoringVisits() stopMonitoringVisits() location heading desiredAccuracy distanceFilter activityType
        pausesLocationUpdatesAutomatically allowsBackgroundLocationUpdates showsBackgroundLocationIndicator headingFilter headingOrientation
        maximumRegionMonitoringDistance isAuthorizedForWidgetUpdates startMonitoringLocationPushes(completion:)
    type CLLocationManagerDelegate
        locationManager(_:didUpdateLocations:) locationManager(_:didFailWithError:) locationManager(_:didChangeAuthorization:)
        locationManagerDidChangeAuthorization(_:) locationManager(_:didUpdateHeading:) locationManagerShouldDisplayHeadingCalibration(_:)
        locationManager(_:didEnterRegion:) locationManager(_:didExitRegion:) locationManager(_:didDetermineState:for:)
        locationManager(_:monitoringDidFailFor:withError:) locationManager(_:didStartMonitoringFor:) locationManager(_:didRange:satisfying:)
        locationManager(_:didFailRangingFor:error:) locationManager(_:didVisit:) locationManagerDidPauseLocationUpdates(_:)
        locationManagerDidResumeLocationUpdates(_:) locationManager(_:didFinishDeferredUpdatesWithError:)
    type CLLocation:NSObject
        init(latitude:longitude:) init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)
        init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:) coordinate altitude ellipsoidalAltitude
        horizontalAccuracy verticalAccuracy course courseAccuracy speed speedAccuracy timestamp floor sourceInformation distance(from:)
    types CLGeocoder:NSObject CLPlacemark:NSObject CLRegion:NSObject CLCircularRegion:CLRegion CLBeaconRegion:CLRegion CLBeacon:NSObject
    types CLBeaconIdentityConstraint:NSObject CLHeading:NSObject CLVisit:NSObject CLFloor:NSObject CLLocationCoordinate2D CLLocationDegrees
    types CLLocationDistance CLLocationAccuracy CLLocationSpeed CLLocationDirection CLAuthorizationStatus CLAccuracyAuthorization CLActivityType
    types CLError CLRegionState CLProximity CLLocationSourceInformation:NSObject CLMonitor CLMonitorConfiguration CLLocationUpdate CLServiceSession
    types CLBackgroundActivitySession CLCondition CLLocationButton:UIControl
    globals CLLocationCoordinate2DMake CLLocationCoordinate2DIsValid kCLLocationAccuracyBest kCLLocationAccuracyBestForNavigation
    globals kCLLocationAccuracyNearestTenMeters kCLLocationAccuracyHundredMeters kCLLocationAccuracyKilometer kCLLocationAccuracyThreeKilometers
    globals kCLLocationAccuracyReduced kCLDistanceFilterNone kCLHeadingFilterNone kCLErrorDomain kCLLocationCoordinate2DInvalid

    module CoreMotion
    types CMMotionManager:NSObject CMDeviceMotion:CMLogItem CMAccelerometerData:CMLogItem CMGyroData:CMLogItem CMMagnetometerData:CMLogItem
    types CMLogItem:NSObject CMAttitude:NSObject CMAcceleration CMRotationRate CMMagneticField CMCalibratedMagneticField CMRotationMatrix
    types CMQuaternion CMAttitudeReferenceFrame CMPedometer:NSObject CMPedometerData:NSObject CMPedometerEvent:NSObject CMMotionActivityManager:NSObject
    types CMMotionActivity:CMLogItem CMAltimeter:NSObject CMAltitudeData:CMLogItem CMAbsoluteAltitudeData:CMLogItem CMSensorRecorder:NSObject
    types CMHeadphoneMotionManager:NSObject CMAuthorizationStatus CMError CMDeviceMotionHandler CMAccelerometerHandler CMGyroHandler
    types CMBatchedSensorManager:NSObject CMWaterSubmersionManager:NSObject CMHighFrequencyHeartRateData

    module AVFoundation
    extend NSNotification.Name
        AVPlayerItemDidPlayToEndTime AVAudioEngineConfigurationChange
    type AVAudioSession:NSObject
        sharedInstance() setCategory(_:) setCategory(_:options:) setCategory(_:mode:options:) setCategory(_:mode:policy:options:)
        setActive(_:) setActive(_:options:) category categoryOptions mode routeSharingPolicy currentRoute availableInputs preferredInput
        setPreferredInput(_:) isOtherAudioPlaying secondaryAudioShouldBeSilencedHint outputVolume sampleRate preferredSampleRate
        setPreferredSampleRate(_:) ioBufferDuration setPreferredIOBufferDuration(_:) inputLatency outputLatency recordPermission
        requestRecordPermission(_:) overrideOutputAudioPort(_:) setMode(_:) Category Mode CategoryOptions RouteChangeReason
        InterruptionType InterruptionOptions SetActiveOptions PortOverride RecordPermission interruptionNotification
        routeChangeNotification mediaServicesWereLostNotification mediaServicesWereResetNotification silenceSecondaryAudioHintNotification
    type AVAudioPlayer:NSObject
        init(contentsOf:) init(contentsOf:fileTypeHint:) init(data:) init(data:fileTypeHint:) prepareToPlay() play() play(atTime:)
        pause() stop() isPlaying numberOfLoops volume setVolume(_:fadeDuration:) pan rate enableRate currentTime deviceCurrentTime
        duration url data numberOfChannels format settings delegate isMeteringEnabled updateMeters() averagePower(forChannel:)
        peakPower(forChannel:) channelAssignments currentDevice
    types AVAudioPlayerDelegate AVAudioRecorder:NSObject AVAudioRecorderDelegate AVAudioEngine:NSObject AVAudioNode:NSObject AVAudioPlayerNode:AVAudioNode
    types AVAudioMixerNode:AVAudioNode AVAudioInputNode:AVAudioNode AVAudioOutputNode:AVAudioNode AVAudioUnit:AVAudioNode AVAudioUnitEffect:AVAudioUnit
    types AVAudioUnitReverb:AVAudioUnitEffect AVAudioUnitDelay:AVAudioUnitEffect AVAudioUnitEQ:AVAudioUnitEffect AVAudioUnitDistortion:AVAudioUnitEffect
    types AVAudioUnitTimePitch:AVAudioUnit AVAudioUnitVarispeed:AVAudioUnit AVAudioUnitSampler:AVAudioUnit AVAudioUnitReverbPreset AVAudioFile:NSObject
    types AVAudioPCMBuffer:AVAudioBuffer AVAudioBuffer:NSObject AVAudioFormat:NSObject AVAudioTime:NSObject AVAudioSequencer:NSObject AVAudioConverter:NSObject
    types AVAudioEnvironmentNode:AVAudioNode AVAudioSourceNode:AVAudioNode AVAudioSinkNode:AVAudioNode AVMIDIPlayer:NSObject AVAudioSessionPortDescription:NSObject
    types AVAudioSessionRouteDescription:NSObject AVAudioApplication:NSObject AVSpeechSynthesizer:NSObject AVSpeechUtterance:NSObject AVSpeechSynthesisVoice:NSObject
    types AVSpeechSynthesizerDelegate AVPlayer:NSObject AVQueuePlayer:AVPlayer AVPlayerItem:NSObject AVPlayerLayer:CALayer AVPlayerLooper:NSObject
    types AVAsset:NSObject AVURLAsset:AVAsset AVComposition:AVAsset AVMutableComposition:AVComposition AVAssetTrack:NSObject AVMutableCompositionTrack:AVAssetTrack
    types AVAssetImageGenerator:NSObject AVAssetExportSession:NSObject AVAssetReader:NSObject AVAssetWriter:NSObject AVAssetWriterInput:NSObject
    types AVVideoComposition:NSObject AVMutableVideoComposition:AVVideoComposition AVAudioMix:NSObject AVMutableAudioMix:AVAudioMix AVMetadataItem:NSObject
    types AVCaptureSession:NSObject AVCaptureDevice:NSObject AVCaptureDeviceInput:AVCaptureInput AVCaptureInput:NSObject AVCaptureOutput:NSObject
    types AVCapturePhotoOutput:AVCaptureOutput AVCaptureVideoDataOutput:AVCaptureOutput AVCaptureMovieFileOutput:AVCaptureOutput AVCaptureMetadataOutput:AVCaptureOutput
    types AVCaptureVideoPreviewLayer:CALayer AVCapturePhoto:NSObject AVCapturePhotoSettings:NSObject AVCapturePhotoCaptureDelegate AVCaptureDeviceDiscoverySession:NSObject
    types AVCaptureConnection:NSObject AVCaptureMetadataOutputObjectsDelegate AVCaptureVideoDataOutputSampleBufferDelegate AVMetadataObject:NSObject
    types AVMetadataMachineReadableCodeObject:AVMetadataObject AVPlayerItemVideoOutput:NSObject AVTimedMetadataGroup:NSObject AVAudioMixInputParameters:NSObject
    types AVRoutePickerView:UIView AVPictureInPictureController:NSObject AVPlayerItemOutput:NSObject AVSampleBufferDisplayLayer:CALayer AVMediaType AVFileType
    types AVLayerVideoGravity AVAuthorizationStatus AVKeyValueStatus AVAudioQuality AVAudioCommonFormat AVAudioSessionInterruptionType
    globals AVMakeRect AVAudioSessionCategoryPlayback AVAudioSessionCategoryAmbient AVAudioSessionCategorySoloAmbient AVAudioSessionCategoryRecord
    globals AVAudioSessionCategoryPlayAndRecord AVFormatIDKey AVSampleRateKey AVNumberOfChannelsKey AVEncoderAudioQualityKey AVMediaTypeVideo AVMediaTypeAudio
    globals AVPlayerItemDidPlayToEndTimeNotification AVAudioSessionInterruptionNotification AVAudioSessionRouteChangeNotification
    globals AVAudioSessionInterruptionTypeKey AVAudioSessionInterruptionOptionKey AVAudioSessionInterruptionReasonKey AVAudioSessionRouteChangeReasonKey

    module AVKit
    types AVPlayerViewController:UIViewController AVPlayerViewControllerDelegate AVRoutePickerView:UIView AVPictureInPictureController:NSObject
    types AVPictureInPictureControllerDelegate AVInterstitialTimeRange:NSObject AVPlaybackSpeed:NSObject AVCaptureEventInteraction:NSObject

    module MediaPlayer
    extend NSNotification.Name
        MPMusicPlayerControllerNowPlayingItemDidChange MPMusicPlayerControllerPlaybackStateDidChange MPMediaLibraryDidChange
    types MPMusicPlayerController:NSObject MPMediaQuery:NSObject MPMediaItem:MPMediaEntity MPMediaEntity:NSObject MPMediaItemCollection:MPMediaEntity
    types MPMediaPickerController:UIViewController MPMediaPickerControllerDelegate MPNowPlayingInfoCenter:NSObject MPRemoteCommandCenter:NSObject
    types MPRemoteCommand:NSObject MPVolumeView:UIView MPMediaLibrary:NSObject MPMediaPropertyPredicate:MPMediaPredicate MPMediaPredicate:NSObject
    types MPMoviePlayerController:NSObject MPMoviePlayerViewController:UIViewController MPMediaItemArtwork:NSObject MPMediaPlaylist:MPMediaItemCollection
    globals MPMediaItemPropertyTitle MPMediaItemPropertyArtist MPMediaItemPropertyAlbumTitle MPMediaItemPropertyPlaybackDuration MPNowPlayingInfoPropertyElapsedPlaybackTime
    types MPRemoteCommandEvent:NSObject MPRemoteCommandHandlerStatus MPChangePlaybackPositionCommandEvent:MPRemoteCommandEvent MPSkipIntervalCommandEvent:MPRemoteCommandEvent
    globals MPNowPlayingInfoPropertyPlaybackRate MPNowPlayingInfoPropertyDefaultPlaybackRate MPNowPlayingInfoPropertyPlaybackQueueIndex MPNowPlayingInfoPropertyMediaType

    module AudioToolbox
    types AudioQueueRef AudioComponentDescription AudioStreamBasicDescription AUGraph AudioUnit AudioFileID ExtAudioFileRef MusicPlayer MusicSequence
    globals AudioServicesCreateSystemSoundID AudioServicesDisposeSystemSoundID AudioServicesAddSystemSoundCompletion AudioFileOpenURL ExtAudioFileOpenURL
    globals NewMusicPlayer NewMusicSequence MusicPlayerStart AudioQueueNewOutput kAudioFormatLinearPCM kAudioFormatMPEG4AAC

    module Photos
    types PHPhotoLibrary:NSObject PHAsset:PHObject PHObject:NSObject PHAssetCollection:PHCollection PHCollection:PHObject PHCollectionList:PHCollection
    types PHFetchResult:NSObject PHFetchOptions:NSObject PHImageManager:NSObject PHCachingImageManager:PHImageManager PHImageRequestOptions:NSObject
    types PHVideoRequestOptions:NSObject PHLivePhoto:NSObject PHLivePhotoRequestOptions:NSObject PHAssetChangeRequest:NSObject
    types PHAssetCollectionChangeRequest:NSObject PHAssetCreationRequest:PHAssetChangeRequest PHChange:NSObject PHObjectChangeDetails:NSObject
    types PHFetchResultChangeDetails:NSObject PHPhotoLibraryChangeObserver PHAssetResource:NSObject PHAssetResourceManager:NSObject
    types PHContentEditingInput:NSObject PHContentEditingOutput:NSObject PHAdjustmentData:NSObject PHAuthorizationStatus PHAccessLevel PHAssetMediaType
    types PHImageContentMode PHAssetCollectionType PHAssetCollectionSubtype PHAssetMediaSubtype PHPersistentChange:NSObject
    globals PHImageManagerMaximumSize PHImageResultIsDegradedKey PHImageResultIsInCloudKey PHImageCancelledKey PHImageErrorKey

    module PhotosUI
    types PHPickerViewController:UIViewController PHPickerViewControllerDelegate PHPickerConfiguration PHPickerResult PHPickerFilter:NSObject
    types PHLivePhotoView:UIView PHLivePhotoViewDelegate PHContentEditingController PHProjectExtensionController PHEditingExtensionContext:NSExtensionContext

    module MessageUI
    types MFMailComposeViewController:UINavigationController MFMailComposeViewControllerDelegate MFMessageComposeViewController:UINavigationController
    types MFMessageComposeViewControllerDelegate MFMailComposeResult MessageComposeResult MFMailComposeError

    module Contacts
    type CNContactStore:NSObject
        requestAccess(for:completionHandler:) authorizationStatus(for:) unifiedContacts(matching:keysToFetch:) unifiedContact(withIdentifier:keysToFetch:)
        enumerateContacts(with:usingBlock:) execute(_:) groups(matching:) containers(matching:) defaultContainerIdentifier()
        currentHistoryToken enumeratorForChangeHistory(fetchRequest:) unifiedMeContactWithKeys(toFetch:)
    types CNContact:NSObject CNMutableContact:CNContact CNContactFetchRequest:NSObject CNSaveRequest:NSObject CNGroup:NSObject CNMutableGroup:CNGroup
    types CNContainer:NSObject CNLabeledValue:NSObject CNPhoneNumber:NSObject CNPostalAddress:NSObject CNMutablePostalAddress:CNPostalAddress
    types CNContactFormatter:Formatter CNPostalAddressFormatter:Formatter CNContactProperty:NSObject CNContactRelation:NSObject
    types CNSocialProfile:NSObject CNInstantMessageAddress:NSObject CNContactVCardSerialization:NSObject CNContactsUserDefaults:NSObject
    types CNEntityType CNAuthorizationStatus CNKeyDescriptor CNContactType CNContactSortOrder CNChangeHistoryFetchRequest:NSObject
    globals CNContactGivenNameKey CNContactFamilyNameKey CNContactPhoneNumbersKey CNContactEmailAddressesKey CNContactImageDataKey
    globals CNContactThumbnailImageDataKey CNContactPostalAddressesKey CNContactOrganizationNameKey CNContactBirthdayKey CNContactIdentifierKey
    globals CNContactNicknameKey CNContactMiddleNameKey CNContactJobTitleKey CNContactUrlAddressesKey CNContactNoteKey CNContactTypeKey
    globals CNLabelHome CNLabelWork CNLabelOther CNLabelPhoneNumberMobile CNLabelPhoneNumberiPhone CNLabelPhoneNumberMain CNContactStoreDidChangeNotification

    module ContactsUI
    types CNContactPickerViewController:UIViewController CNContactPickerDelegate CNContactViewController:UIViewController CNContactViewControllerDelegate
    types CNContactAccessButton:UIControl

    module EventKit
    extend NSNotification.Name
        EKEventStoreChanged
    types EKEventStore:NSObject EKEvent:EKCalendarItem EKReminder:EKCalendarItem EKCalendarItem:EKObject EKObject:NSObject EKCalendar:EKObject
    types EKSource:EKObject EKAlarm:EKObject EKRecurrenceRule:EKObject EKRecurrenceEnd:NSObject EKRecurrenceDayOfWeek:NSObject EKParticipant:EKObject
    types EKStructuredLocation:EKObject EKEntityType EKAuthorizationStatus EKSpan EKEventAvailability EKEventStatus EKVirtualConferenceProvider:NSObject
    globals EKEventStoreChangedNotification

    module EventKitUI
    types EKEventEditViewController:UINavigationController EKEventEditViewDelegate EKEventViewController:UIViewController EKEventViewDelegate
    types EKCalendarChooser:UIViewController EKCalendarChooserDelegate

    module UserNotifications
    type UNUserNotificationCenter:NSObject
        current() delegate requestAuthorization(options:completionHandler:) getNotificationSettings(completionHandler:) notificationSettings()
        add(_:withCompletionHandler:) add(_:) getPendingNotificationRequests(completionHandler:) pendingNotificationRequests()
        removePendingNotificationRequests(withIdentifiers:) removeAllPendingNotificationRequests() getDeliveredNotifications(completionHandler:)
        deliveredNotifications() removeDeliveredNotifications(withIdentifiers:) removeAllDeliveredNotifications() setNotificationCategories(_:)
        getNotificationCategories(completionHandler:) notificationCategories() supportsContentExtensions setBadgeCount(_:withCompletionHandler:)
    type UNUserNotificationCenterDelegate
        userNotificationCenter(_:willPresent:withCompletionHandler:) userNotificationCenter(_:didReceive:withCompletionHandler:)
        userNotificationCenter(_:openSettingsFor:)
    types UNMutableNotificationContent:UNNotificationContent
    type UNNotificationContent:NSObject
        title subtitle body badge sound userInfo categoryIdentifier threadIdentifier attachments launchImageName targetContentIdentifier
        interruptionLevel relevanceScore summaryArgument summaryArgumentCount filterCriteria updating(from:)
    type UNNotificationRequest:NSObject
        init(identifier:content:trigger:) identifier content trigger
    type UNNotification:NSObject
        request date
    type UNNotificationResponse:NSObject
        notification actionIdentifier targetScene
    type UNTimeIntervalNotificationTrigger:UNNotificationTrigger
        init(timeInterval:repeats:) timeInterval nextTriggerDate() repeats
    type UNCalendarNotificationTrigger:UNNotificationTrigger
        init(dateMatching:repeats:) dateComponents nextTriggerDate() repeats
    type UNNotificationAction:NSObject
        init(identifier:title:options:) init(identifier:title:options:icon:) identifier title options icon
    type UNNotificationCategory:NSObject
        init(identifier:actions:intentIdentifiers:options:) init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:)
        identifier actions intentIdentifiers options hiddenPreviewsBodyPlaceholder categorySummaryFormat
    type UNNotificationAttachment:NSObject
        init(identifier:url:options:) identifier url type
    type UNNotificationSound:NSObject
        default defaultCritical init(named:) criticalSoundNamed(_:) criticalSoundNamed(_:withAudioVolume:) ringtoneSoundNamed(_:)
    types UNTextInputNotificationResponse:UNNotificationResponse UNNotificationTrigger:NSObject
    types UNLocationNotificationTrigger:UNNotificationTrigger UNPushNotificationTrigger:UNNotificationTrigger
    types UNTextInputNotificationAction:UNNotificationAction UNNotificationSettings:NSObject UNAuthorizationOptions UNAuthorizationStatus UNNotificationPresentationOptions
    types UNNotificationActionOptions UNNotificationCategoryOptions UNNotificationSetting UNAlertStyle UNNotificationInterruptionLevel
    types UNNotificationServiceExtension:NSObject UNNotificationActionIcon:NSObject UNErrorCode UNNotificationSoundName
    globals UNNotificationDefaultActionIdentifier UNNotificationDismissActionIdentifier UNNotificationAttachmentOptionsTypeHintKey

    module UserNotificationsUI
    types UNNotificationContentExtension UNNotificationContentExtensionMediaPlayPauseButtonType UNNotificationContentExtensionResponseOption

    module BackgroundTasks
    types BGTaskScheduler:NSObject BGTask:NSObject BGAppRefreshTask:BGTask BGProcessingTask:BGTask BGTaskRequest:NSObject
    types BGAppRefreshTaskRequest:BGTaskRequest BGProcessingTaskRequest:BGTaskRequest BGHealthResearchTask:BGProcessingTask BGContinuedProcessingTask:BGTask

    module CoreData
    extend NSNotification.Name
        NSManagedObjectContextObjectsDidChange NSPersistentStoreRemoteChange
    types NSPersistentContainer:NSObject NSPersistentCloudKitContainer:NSPersistentContainer NSManagedObjectContext:NSObject NSManagedObject:NSObject
    types NSManagedObjectModel:NSObject NSEntityDescription:NSObject NSAttributeDescription:NSPropertyDescription NSRelationshipDescription:NSPropertyDescription
    types NSPropertyDescription:NSObject NSFetchRequest:NSPersistentStoreRequest NSPersistentStoreRequest:NSObject NSFetchedResultsController:NSObject
    types NSFetchedResultsControllerDelegate NSFetchedResultsSectionInfo NSPersistentStoreCoordinator:NSObject NSPersistentStore:NSObject
    types NSPersistentStoreDescription:NSObject NSBatchDeleteRequest:NSPersistentStoreRequest NSBatchUpdateRequest:NSPersistentStoreRequest
    types NSBatchInsertRequest:NSPersistentStoreRequest NSManagedObjectID:NSObject NSMergePolicy:NSObject NSFetchRequestResult NSEntityMapping:NSObject
    types NSMappingModel:NSObject NSMigrationManager:NSObject NSFetchIndexDescription:NSObject NSDerivedAttributeDescription:NSAttributeDescription
    types NSPersistentHistoryChangeRequest:NSPersistentStoreRequest NSPersistentHistoryTransaction:NSObject NSAsynchronousFetchRequest:NSPersistentStoreRequest
    types NSExpressionDescription:NSPropertyDescription NSFetchedPropertyDescription:NSPropertyDescription NSCoreDataCoreSpotlightDelegate:NSObject

    module CloudKit
    extend NSNotification.Name
        CKAccountChanged
    types CKContainer:NSObject CKRecordZone:NSObject CKQuery:NSObject CKQueryOperation:CKDatabaseOperation
    type CKDatabase:NSObject
        fetchAllSubscriptions(completionHandler:) fetch(withSubscriptionID:completionHandler:) delete(withSubscriptionID:completionHandler:)
        fetchAllRecordZones(completionHandler:) fetch(withRecordZoneID:completionHandler:) delete(withRecordZoneID:completionHandler:)
        add(_:) records(matching:inZoneWith:desiredKeys:resultsLimit:) record(for:) modifyRecords(saving:deleting:savePolicy:atomically:)
        records(for:desiredKeys:) databaseScope Scope
    type CKRecord:NSObject
        Reference ID ZoneID RecordType FieldKey modificationDate creatorUserRecordID lastModifiedUserRecordID recordChangeTag
        object(forKey:) setObject(_:forKey:) allKeys() changedKeys() encryptedValues setValuesForKeys(_:) share parent setParent(_:)
    types CKDatabaseOperation:CKOperation CKOperation:Operation CKModifyRecordsOperation:CKDatabaseOperation CKFetchRecordsOperation:CKDatabaseOperation
    types CKSubscription:NSObject CKQuerySubscription:CKSubscription CKRecordZoneSubscription:CKSubscription CKDatabaseSubscription:CKSubscription
    types CKNotification:NSObject CKQueryNotification:CKNotification CKShare:CKRecord CKAsset:NSObject CKReference:NSObject CKRecordID:NSObject
    types CKRecordZoneID:NSObject CKServerChangeToken:NSObject CKError CKAccountStatus CKUserIdentity:NSObject CKShareMetadata:NSObject
    types CKFetchRecordZoneChangesOperation:CKDatabaseOperation CKFetchDatabaseChangesOperation:CKDatabaseOperation CKModifySubscriptionsOperation:CKDatabaseOperation
    types CKSyncEngine CKSyncEngineConfiguration CKRecordValue CKSharingSupported CKQueryCursor:NSObject CKLocationSortDescriptor:NSSortDescriptor

    module Security
    types SecKey SecCertificate SecIdentity SecTrust SecPolicy SecAccessControl SecTrustResultType SecAccessControlCreateFlags SecRandomDefault OSStatus
    globals SecItemAdd SecItemCopyMatching SecItemUpdate SecItemDelete SecRandomCopyBytes SecKeyCreateRandomKey SecKeyCopyPublicKey
    globals SecKeyCreateSignature SecKeyVerifySignature SecKeyCreateEncryptedData SecKeyCreateDecryptedData SecKeyCopyExternalRepresentation
    globals SecKeyCreateWithData SecKeyCopyAttributes SecKeyIsAlgorithmSupported SecAccessControlCreateWithFlags SecTrustEvaluateWithError
    globals SecTrustCreateWithCertificates SecTrustCopyCertificateChain SecTrustGetCertificateCount SecCertificateCreateWithData
    globals SecCertificateCopyData SecCertificateCopySubjectSummary SecPolicyCreateSSL SecPolicyCreateBasicX509 SecCopyErrorMessageString
    globals SecTrustSetAnchorCertificates SecTrustCopyKey SecIdentityCopyCertificate SecIdentityCopyPrivateKey SecPKCS12Import
    globals SecTrustSetPolicies SecTrustGetCertificateAtIndex SecTrustEvaluate SecTrustEvaluateAsyncWithError SecTrustCopyPublicKey
    globals SecTrustSetAnchorCertificatesOnly SecTrustCopyPolicies SecTrustGetTrustResult SecTrustCopyProperties SecPolicyCreateRevocation
    globals SecCertificateCopyKey SecCertificateCopyPublicKey SecKeyGetBlockSize SecKeyEncrypt SecKeyDecrypt SecKeyRawSign SecKeyRawVerify
    globals kSecRevocationOCSPMethod kSecRevocationCRLMethod kSecRevocationPreferCRL kSecRevocationRequirePositiveResponse
    globals kSecRevocationNetworkAccessDisabled kSecRevocationUseAnyAvailableMethod kSecTrustResultValue kSecPolicyAppleSSL
    globals errSecSuccess errSecItemNotFound errSecDuplicateItem errSecAuthFailed errSecUserCanceled errSecInteractionNotAllowed errSecParam
    globals errSecDecode errSecAllocate errSecNotAvailable errSecMissingEntitlement
    globals kSecClass kSecClassGenericPassword kSecClassInternetPassword kSecClassKey kSecClassCertificate kSecClassIdentity kSecAttrAccount
    globals kSecAttrService kSecAttrServer kSecAttrProtocol kSecAttrPort kSecAttrPath kSecAttrLabel kSecAttrDescription kSecAttrComment
    globals kSecAttrGeneric kSecAttrAccessible kSecAttrAccessibleWhenUnlocked kSecAttrAccessibleAfterFirstUnlock kSecAttrAccessibleWhenUnlockedThisDeviceOnly
    globals kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly kSecAttrAccessibleAlways
    globals kSecAttrAccessibleAlwaysThisDeviceOnly
    globals kSecAttrAccessControl kSecAttrAccessGroup kSecAttrSynchronizable kSecAttrSynchronizableAny kSecAttrKeyType kSecAttrKeyTypeRSA
    globals kSecAttrKeyTypeEC kSecAttrKeyTypeECSECPrimeRandom kSecAttrKeySizeInBits kSecAttrKeyClass kSecAttrKeyClassPrivate kSecAttrKeyClassPublic
    globals kSecAttrApplicationTag kSecAttrApplicationLabel kSecAttrIsPermanent kSecAttrTokenID kSecAttrTokenIDSecureEnclave kSecAttrCreationDate
    globals kSecAttrModificationDate kSecAttrIsInvisible kSecAttrIsNegative kSecAttrCreator kSecAttrType kSecAttrSecurityDomain kSecAttrAuthenticationType
    globals kSecValueData kSecValueRef kSecValuePersistentRef kSecValueAttributes kSecReturnData kSecReturnAttributes kSecReturnRef
    globals kSecReturnPersistentRef kSecMatchLimit kSecMatchLimitOne kSecMatchLimitAll kSecMatchCaseInsensitive kSecMatchSearchList kSecMatchPolicy
    globals kSecUseOperationPrompt kSecUseAuthenticationContext kSecUseAuthenticationUI kSecUseDataProtectionKeychain kSecPrivateKeyAttrs
    globals kSecPublicKeyAttrs kSecImportExportPassphrase kSecImportItemIdentity kSecImportItemTrust kSecKeyAlgorithmRSAEncryptionOAEPSHA256
    globals kSecKeyAlgorithmECDSASignatureMessageX962SHA256 kSecKeyAlgorithmRSASignatureMessagePKCS1v15SHA256 kSecKeyAlgorithmECIESEncryptionStandardX963SHA256AESGCM

    module LocalAuthentication
    types LAContext:NSObject LAPolicy LAError LABiometryType LACredentialType LAAccessControlOperation LARight:NSObject LAPersistedRight:LARight
    types LARightStore:NSObject LAAuthenticationRequirement:NSObject LADomainState:NSObject LAAuthenticationView:UIView

    module MultipeerConnectivity
    types MCSession:NSObject MCPeerID:NSObject MCSessionDelegate MCNearbyServiceAdvertiser:NSObject MCNearbyServiceAdvertiserDelegate
    types MCNearbyServiceBrowser:NSObject MCNearbyServiceBrowserDelegate MCAdvertiserAssistant:NSObject MCAdvertiserAssistantDelegate
    types MCBrowserViewController:UIViewController MCBrowserViewControllerDelegate MCSessionState MCSessionSendDataMode MCEncryptionPreference MCError

    module CoreSpotlight
    types CSSearchableIndex:NSObject CSSearchableItem:NSObject CSSearchableItemAttributeSet:NSObject CSSearchQuery:NSObject CSSearchableIndexDelegate
    types CSPerson:NSObject CSCustomAttributeKey:NSObject CSIndexExtensionRequestHandler:NSObject CSUserQuery:CSSearchQuery CSImportExtension:NSObject
    globals CSSearchableItemActionType CSSearchableItemActivityIdentifier CSQueryContinuationActionType CSSearchQueryString

    module StoreKit
    types SKPaymentQueue:NSObject SKPayment:NSObject SKMutablePayment:SKPayment SKPaymentTransaction:NSObject SKPaymentTransactionObserver SKProduct:NSObject
    types SKProductsRequest:SKRequest SKRequest:NSObject SKProductsRequestDelegate SKProductsResponse:NSObject SKRequestDelegate SKReceiptRefreshRequest:SKRequest
    types SKStoreReviewController:NSObject SKStoreProductViewController:UIViewController SKStoreProductViewControllerDelegate SKCloudServiceController:NSObject
    types SKOverlay:NSObject SKAdNetwork:NSObject SKStorefront:NSObject SKPaymentTransactionState SKDownload:NSObject SKProductDiscount:NSObject
    types Product Transaction AppStore AppTransaction StoreKitError VerificationResult RenewalInfo StoreView ProductView SubscriptionStoreView

    module GameKit
    types GKLocalPlayer:GKPlayer GKPlayer:NSObject GKLeaderboard:NSObject GKLeaderboardEntry:NSObject GKAchievement:NSObject GKAchievementDescription:NSObject
    types GKScore:NSObject GKGameCenterViewController:UINavigationController GKGameCenterControllerDelegate GKMatch:NSObject GKMatchRequest:NSObject
    types GKMatchmaker:NSObject GKMatchmakerViewController:UINavigationController GKMatchmakerViewControllerDelegate GKMatchDelegate GKTurnBasedMatch:NSObject
    types GKTurnBasedParticipant:NSObject GKTurnBasedMatchmakerViewController:UINavigationController GKInvite:NSObject GKLocalPlayerListener GKAccessPoint:NSObject
    types GKVoiceChat:NSObject GKSavedGame:NSObject GKNotificationBanner:NSObject GKChallenge:NSObject GKError GKLeaderboardSet:NSObject

    module HealthKit
    types HKHealthStore:NSObject HKObjectType:NSObject HKQuantityType:HKSampleType HKSampleType:HKObjectType HKCategoryType:HKSampleType
    types HKCharacteristicType:HKObjectType HKCorrelationType:HKSampleType HKWorkoutType:HKSampleType HKQuantity:NSObject HKUnit:NSObject
    types HKSample:HKObject HKObject:NSObject HKQuantitySample:HKSample HKCategorySample:HKSample HKCorrelation:HKSample HKWorkout:HKSample
    types HKQuery:NSObject HKSampleQuery:HKQuery HKStatisticsQuery:HKQuery HKStatisticsCollectionQuery:HKQuery HKObserverQuery:HKQuery
    types HKAnchoredObjectQuery:HKQuery HKStatistics:NSObject HKStatisticsCollection:NSObject HKQueryAnchor:NSObject HKSource:NSObject
    types HKDevice:NSObject HKWorkoutSession:NSObject HKWorkoutBuilder:NSObject HKQuantityTypeIdentifier HKCategoryTypeIdentifier HKAuthorizationStatus
    types HKStatisticsOptions HKUpdateFrequency HKWorkoutActivityType HKBiologicalSex HKBloodType HKError HKSampleQueryDescriptor HKQueryDescriptor:NSObject
    globals HKSampleSortIdentifierStartDate HKSampleSortIdentifierEndDate HKObjectQueryNoLimit HKMetadataKeyWasUserEntered

    module Vision
    types VNRequest:NSObject VNImageBasedRequest:VNRequest VNImageRequestHandler:NSObject VNSequenceRequestHandler:NSObject VNObservation:NSObject
    types VNDetectFaceRectanglesRequest:VNImageBasedRequest VNDetectFaceLandmarksRequest:VNImageBasedRequest VNDetectRectanglesRequest:VNImageBasedRequest
    types VNDetectTextRectanglesRequest:VNImageBasedRequest VNRecognizeTextRequest:VNImageBasedRequest VNDetectBarcodesRequest:VNImageBasedRequest
    types VNCoreMLRequest:VNImageBasedRequest VNCoreMLModel:NSObject VNClassifyImageRequest:VNImageBasedRequest VNGenerateAttentionBasedSaliencyImageRequest:VNImageBasedRequest
    types VNDetectHumanBodyPoseRequest:VNImageBasedRequest VNDetectHumanHandPoseRequest:VNImageBasedRequest VNTrackObjectRequest:VNImageBasedRequest
    types VNFaceObservation:VNDetectedObjectObservation VNDetectedObjectObservation:VNObservation VNRectangleObservation:VNDetectedObjectObservation
    types VNRecognizedTextObservation:VNRectangleObservation VNRecognizedText:NSObject VNBarcodeObservation:VNRectangleObservation VNClassificationObservation:VNObservation
    types VNPixelBufferObservation:VNObservation VNCoreMLFeatureValueObservation:VNObservation VNFeaturePrintObservation:VNObservation
    types VNGenerateImageFeaturePrintRequest:VNImageBasedRequest VNDocumentCameraViewController VNRequestTextRecognitionLevel VNImageCropAndScaleOption
    globals VNImageRectForNormalizedRect VNNormalizedRectForImageRect VNImagePointForNormalizedPoint

    module VisionKit
    types VNDocumentCameraViewController:UIViewController VNDocumentCameraViewControllerDelegate VNDocumentCameraScan:NSObject DataScannerViewController:UIViewController
    types ImageAnalyzer ImageAnalysisInteraction:NSObject ImageAnalysis

    module NaturalLanguage
    types NLTokenizer:NSObject NLTagger:NSObject NLTag NLTagScheme NLTokenUnit NLLanguage NLLanguageRecognizer:NSObject NLModel:NSObject
    types NLEmbedding:NSObject NLGazetteer:NSObject NLContextualEmbedding:NSObject NLDistanceType

    module CoreML
    types MLModel:NSObject MLModelConfiguration:NSObject MLFeatureProvider MLDictionaryFeatureProvider:NSObject MLFeatureValue:NSObject MLMultiArray:NSObject
    types MLModelDescription:NSObject MLPredictionOptions:NSObject MLComputeUnits MLBatchProvider MLArrayBatchProvider:NSObject MLModelCollection:NSObject

    module os
    types Logger OSLog:NSObject OSLogType OSSignposter OSSignpostID OSAllocatedUnfairLock OSLogMessage OSLogPrivacy os_unfair_lock os_log_t OSLogStore:NSObject
    globals os_log os_signpost os_log_create os_log_error os_log_info os_log_debug os_log_fault os_unfair_lock_lock os_unfair_lock_unlock os_log_type_enabled

    module OSLog
    types OSLogStore:NSObject OSLogEntry:NSObject OSLogEntryLog:OSLogEntry OSLogPosition:NSObject OSLogEntrySignpost:OSLogEntry Logger OSLog:NSObject

    module Combine
    types Publisher Subscriber Subscription Cancellable AnyCancellable AnyPublisher AnySubscriber Subject PassthroughSubject CurrentValueSubject
    types Published ObservableObject ObservableObjectPublisher Just Future Deferred Empty Fail Record Sequence Publishers Subscribers
    types ConnectablePublisher Scheduler ImmediateScheduler TopLevelEncoder TopLevelDecoder CombineIdentifier CustomCombineIdentifierConvertible

    module SwiftUI
    types View App Scene WindowGroup DocumentGroup Settings Text Image Button Toggle Slider Stepper Picker DatePicker ColorPicker TextField
    types SecureField TextEditor Label Link Menu List ForEach Section Form Group GroupBox DisclosureGroup OutlineGroup ScrollView ScrollViewReader
    types LazyVStack LazyHStack LazyVGrid LazyHGrid Grid GridRow GridItem VStack HStack ZStack Spacer Divider Color Gradient LinearGradient
    types RadialGradient AngularGradient Rectangle RoundedRectangle Circle Ellipse Capsule Path Shape InsettableShape Canvas GeometryReader
    types GeometryProxy NavigationView NavigationStack NavigationSplitView NavigationLink NavigationPath TabView ProgressView Gauge EmptyView AnyView
    types Font Animation Transition AnyTransition Binding State StateObject ObservedObject EnvironmentObject Environment EnvironmentValues Bindable
    types AppStorage SceneStorage FocusState GestureState Namespace ViewBuilder ViewModifier EnvironmentKey PreferenceKey Alignment Edge EdgeInsets
    types TapGesture LongPressGesture DragGesture MagnificationGesture MagnifyGesture RotationGesture RotateGesture Gesture Table TableColumn
    types UIViewRepresentable UIViewControllerRepresentable UIViewRepresentableContext UIViewControllerRepresentableContext UIApplicationDelegateAdaptor
    types ScenePhase ColorScheme ContentView PreviewProvider Previewable Layout AsyncImage ShareLink PhotosPicker ContentUnavailableView ToolbarItem
    types ToolbarItemGroup ToolbarItemPlacement ControlGroup ViewThatFits TimelineView Material Visibility Axis UnitPoint Angle TextAlignment
    globals withAnimation withTransaction

    module Charts
    types Chart BarMark LineMark PointMark AreaMark RuleMark RectangleMark SectorMark PlottableValue AxisMarks ChartProxy

    module AppTrackingTransparency
    types ATTrackingManager:NSObject

    module AdSupport
    types ASIdentifierManager:NSObject

    module AuthenticationServices
    types ASAuthorizationController:NSObject ASAuthorizationAppleIDProvider:NSObject ASAuthorizationAppleIDCredential:NSObject ASAuthorizationControllerDelegate
    types ASAuthorizationControllerPresentationContextProviding ASWebAuthenticationSession:NSObject ASWebAuthenticationPresentationContextProviding
    types ASAuthorizationAppleIDButton:UIControl ASAuthorizationPasswordProvider:NSObject ASPasswordCredential:NSObject ASAuthorizationPlatformPublicKeyCredentialProvider:NSObject
    types ASAuthorization:NSObject ASAuthorizationRequest:NSObject ASAuthorizationAppleIDRequest:ASAuthorizationRequest ASPresentationAnchor

    module CallKit
    types CXProvider:NSObject CXProviderDelegate CXProviderConfiguration:NSObject CXCallController:NSObject CXCallUpdate:NSObject CXHandle:NSObject
    types CXTransaction:NSObject CXAction:NSObject CXCallAction:CXAction CXStartCallAction:CXCallAction CXAnswerCallAction:CXCallAction CXEndCallAction:CXCallAction
    types CXSetHeldCallAction:CXCallAction CXSetMutedCallAction:CXCallAction CXCallObserver:NSObject CXCallObserverDelegate CXCall:NSObject CXCallDirectoryManager:NSObject

    module PassKit
    types PKPassLibrary:NSObject PKPass:PKObject PKObject:NSObject PKAddPassesViewController:UIViewController PKAddPassesViewControllerDelegate
    types PKPaymentRequest:NSObject PKPaymentAuthorizationViewController:UIViewController PKPaymentAuthorizationViewControllerDelegate
    types PKPaymentAuthorizationController:NSObject PKPaymentButton:UIButton PKAddPassButton:UIButton PKPaymentSummaryItem:NSObject PKPayment:NSObject
    types PKPaymentNetwork PKMerchantCapability PKContact:NSObject PKShippingMethod:PKPaymentSummaryItem

    module PushKit
    types PKPushRegistry:NSObject PKPushRegistryDelegate PKPushCredentials:NSObject PKPushPayload:NSObject PKPushType

    module CoreBluetooth
    types CBCentralManager:CBManager CBManager:NSObject CBCentralManagerDelegate CBPeripheral:CBPeer CBPeer:NSObject CBPeripheralDelegate CBService:CBAttribute
    types CBAttribute:NSObject CBCharacteristic:CBAttribute CBDescriptor:CBAttribute CBUUID:NSObject CBPeripheralManager:CBManager CBPeripheralManagerDelegate
    types CBMutableService:CBService CBMutableCharacteristic:CBCharacteristic CBATTRequest:NSObject CBManagerState CBManagerAuthorization CBCharacteristicProperties
    globals CBAdvertisementDataLocalNameKey CBAdvertisementDataServiceUUIDsKey CBCentralManagerScanOptionAllowDuplicatesKey

    module CoreHaptics
    types CHHapticEngine:NSObject CHHapticPattern:NSObject CHHapticEvent:NSObject CHHapticEventParameter:NSObject CHHapticDynamicParameter:NSObject
    types CHHapticPatternPlayer CHHapticAdvancedPatternPlayer CHHapticParameterCurve:NSObject CHHapticTimeImmediate

    module CoreText
    types CTFont CTFontDescriptor CTFramesetter CTFrame CTLine CTRun CTTypesetter CTParagraphStyle CTTextAlignment CTFontSymbolicTraits
    globals CTFontCreateWithName CTFontGetAscent CTFontGetDescent CTFramesetterCreateWithAttributedString CTFramesetterCreateFrame
    globals CTFrameDraw CTLineCreateWithAttributedString CTLineDraw CTLineGetTypographicBounds CTFontManagerRegisterFontsForURL kCTFontAttributeName

    module CoreMedia
    types CMTime CMTimeRange CMSampleBuffer CMFormatDescription CMVideoDimensions CMClock CMTimeScale CMTimeValue
    globals CMTimeMake CMTimeMakeWithSeconds CMTimeGetSeconds CMTimeRangeMake CMSampleBufferGetImageBuffer CMTimeCompare kCMTimeZero

    module CoreVideo
    types CVPixelBuffer CVImageBuffer CVBuffer CVPixelBufferPool CVMetalTextureCache CVReturn
    globals CVPixelBufferLockBaseAddress CVPixelBufferUnlockBaseAddress CVPixelBufferGetBaseAddress CVPixelBufferGetWidth CVPixelBufferGetHeight
    globals CVPixelBufferCreate kCVPixelBufferPixelFormatTypeKey kCVPixelFormatType_32BGRA

    module ImageIO
    types CGImageSource CGImageDestination CGImageMetadata CGImagePropertyOrientation CGImageSourceStatus
    globals CGImageSourceCreateWithURL CGImageSourceCreateWithData CGImageSourceCreateImageAtIndex CGImageSourceCopyPropertiesAtIndex
    globals CGImageSourceCreateThumbnailAtIndex CGImageSourceGetCount CGImageDestinationCreateWithURL CGImageDestinationCreateWithData
    globals CGImageDestinationAddImage CGImageDestinationFinalize kCGImagePropertyOrientation kCGImagePropertyPixelWidth kCGImagePropertyPixelHeight
    globals kCGImagePropertyExifDictionary kCGImagePropertyGPSDictionary kCGImageSourceCreateThumbnailFromImageAlways kCGImageSourceThumbnailMaxPixelSize
    globals kCGImageSourceCreateThumbnailWithTransform kCGImageSourceShouldCache kCGImageDestinationLossyCompressionQuality
    globals kCGImagePropertyGIFDictionary kCGImagePropertyGIFDelayTime kCGImagePropertyGIFUnclampedDelayTime kCGImagePropertyGIFLoopCount
    globals kCGImagePropertyPNGDictionary kCGImagePropertyTIFFDictionary kCGImagePropertyDPIWidth kCGImagePropertyDPIHeight CGImageSourceGetType
    globals CGImageSourceCopyProperties CGImageSourceGetStatus CGImageSourceCreateIncremental CGImageSourceUpdateData

    module UniformTypeIdentifiers
    types UTType UTTypeReference UTTagClass

    module MobileCoreServices
    globals kUTTypeImage kUTTypeMovie kUTTypeJPEG kUTTypePNG kUTTypePlainText kUTTypeURL kUTTypeText kUTTypeData kUTTypeContent kUTTypePDF
    globals kUTTypeVideo kUTTypeAudio kUTTypeLivePhoto kUTTypeGIF kUTTypeUTF8PlainText kUTTypeFileURL kUTTypeItem UTTypeCopyPreferredTagWithClass
    globals UTTypeCreatePreferredIdentifierForTag UTTypeConformsTo kUTTagClassFilenameExtension kUTTagClassMIMEType

    module CoreServices
    globals kUTTypeImage kUTTypeMovie kUTTypeJPEG kUTTypePNG kUTTypePlainText kUTTypeURL kUTTypeText kUTTypeData kUTTypePDF

    module SystemConfiguration
    types SCNetworkReachability SCNetworkReachabilityFlags
    globals SCNetworkReachabilityCreateWithName SCNetworkReachabilityCreateWithAddress SCNetworkReachabilityGetFlags SCNetworkReachabilitySetCallback
    globals SCNetworkReachabilitySetDispatchQueue SCNetworkReachabilityScheduleWithRunLoop SCNetworkReachabilityUnscheduleFromRunLoop
    types SCNetworkReachabilityContext SCNetworkReachabilityCallBack
    globals SCNetworkReachabilityScheduleWithRunLoop CNCopyCurrentNetworkInfo CNCopySupportedInterfaces

    module Network
    types NWPathMonitor NWPath NWConnection NWListener NWEndpoint NWParameters NWProtocolTCP NWProtocolUDP NWProtocolTLS NWInterface NWError NWBrowser

    module CryptoKit
    types SHA256 SHA384 SHA512 Insecure HMAC SymmetricKey SymmetricKeySize AES ChaChaPoly P256 P384 P521 Curve25519 SharedSecret HKDF Digest CryptoKitError
    types SecureEnclave HashFunction

    module Speech
    types SFSpeechRecognizer:NSObject SFSpeechRecognitionRequest:NSObject SFSpeechAudioBufferRecognitionRequest:SFSpeechRecognitionRequest
    types SFSpeechURLRecognitionRequest:SFSpeechRecognitionRequest SFSpeechRecognitionTask:NSObject SFSpeechRecognitionResult:NSObject
    types SFSpeechRecognizerDelegate SFSpeechRecognitionTaskDelegate SFTranscription:NSObject SFSpeechRecognizerAuthorizationStatus

    module QuickLook
    types QLPreviewController:UIViewController QLPreviewControllerDataSource QLPreviewControllerDelegate QLPreviewItem QLPreviewingController QLThumbnailGenerator

    module QuickLookThumbnailing
    types QLThumbnailGenerator:NSObject QLThumbnailGenerationRequest:NSObject QLThumbnailRepresentation:NSObject

    module PDFKit
    types PDFView:UIView PDFDocument:NSObject PDFPage:NSObject PDFAnnotation:NSObject PDFSelection:NSObject PDFThumbnailView:UIView PDFOutline:NSObject
    types PDFDestination:NSObject PDFViewDelegate PDFDocumentDelegate PDFDisplayMode PDFBorder:NSObject

    module PencilKit
    types PKCanvasView:UIScrollView PKCanvasViewDelegate PKDrawing PKToolPicker:NSObject PKToolPickerObserver PKInkingTool PKEraserTool PKLassoTool PKStroke PKInk

    module ARKit
    types ARSession:NSObject ARSCNView:SCNView ARSKView:SKView ARView ARConfiguration:NSObject ARWorldTrackingConfiguration:ARConfiguration
    types ARFaceTrackingConfiguration:ARConfiguration ARImageTrackingConfiguration:ARConfiguration ARBodyTrackingConfiguration:ARConfiguration ARAnchor:NSObject
    types ARPlaneAnchor:ARAnchor ARFaceAnchor:ARAnchor ARImageAnchor:ARAnchor ARFrame:NSObject ARCamera:NSObject ARHitTestResult:NSObject
    types ARRaycastQuery:NSObject ARRaycastResult:NSObject ARSCNViewDelegate ARSessionDelegate ARSKViewDelegate ARReferenceImage:NSObject ARCoachingOverlayView:UIView

    module RealityKit
    types ARView Entity ModelEntity AnchorEntity MeshResource SimpleMaterial RealityView Transform

    module Metal
    types MTLDevice MTLCommandQueue MTLCommandBuffer MTLRenderCommandEncoder MTLComputeCommandEncoder MTLBuffer MTLTexture MTLLibrary MTLFunction
    types MTLRenderPipelineState MTLRenderPipelineDescriptor MTLComputePipelineState MTLTextureDescriptor MTLRenderPassDescriptor MTLPixelFormat
    types MTLVertexDescriptor MTLSamplerState MTLDepthStencilState MTLClearColor MTLViewport MTLSize MTLOrigin MTLRegion MTLPrimitiveType
    globals MTLCreateSystemDefaultDevice MTLClearColorMake

    module MetalKit
    type MTKView:UIView
        init(frame:device:) device delegate drawableSize currentDrawable currentRenderPassDescriptor isPaused enableSetNeedsDisplay
        framebufferOnly preferredFramesPerSecond colorPixelFormat depthStencilPixelFormat sampleCount clearColor clearDepth
        autoResizeDrawable draw() releaseDrawables() presentsWithTransaction
    types MTKViewDelegate MTKTextureLoader:NSObject MTKMesh:NSObject MTKModelIO MTKMeshBufferAllocator:NSObject

    module GLKit
    types GLKView:UIView GLKViewController:UIViewController GLKViewDelegate GLKBaseEffect:NSObject GLKTextureLoader:NSObject GLKTextureInfo:NSObject
    types GLKMatrix4 GLKVector3 GLKVector4 GLKMatrix3 GLKQuaternion
    globals GLKMatrix4MakePerspective GLKMatrix4MakeTranslation GLKMatrix4Rotate GLKMatrix4Identity GLKMathDegreesToRadians

    module ModelIO
    types MDLAsset:NSObject MDLMesh:MDLObject MDLObject:NSObject MDLMaterial:NSObject MDLTexture:NSObject MDLVertexDescriptor:NSObject

    module Accelerate
    types vDSP vImage BNNS vImage_Buffer vImage_CGImageFormat DSPComplex DSPSplitComplex
    globals vDSP_fft_zrip vDSP_create_fftsetup vDSP_destroy_fftsetup vDSP_vadd vDSP_vmul vDSP_meanv vDSP_maxv vImageBoxConvolve_ARGB8888
    globals vImageBuffer_InitWithCGImage vImageCreateCGImageFromBuffer cblas_dgemm cblas_sgemm

    module Accounts
    types ACAccountStore:NSObject ACAccount:NSObject ACAccountType:NSObject ACAccountCredential:NSObject

    module Social
    types SLComposeViewController:UIViewController SLRequest:NSObject SLComposeServiceViewController:UIViewController SLComposeSheetConfigurationItem:NSObject
    globals SLServiceTypeTwitter SLServiceTypeFacebook SLServiceTypeSinaWeibo SLServiceTypeTencentWeibo

    module Intents
    types INInteraction:NSObject INIntent:NSObject INExtension:NSObject INPreferences:NSObject INVoiceShortcutCenter:NSObject INShortcut INSendMessageIntent:INIntent
    types INStartCallIntent:INIntent INPerson:NSObject INPersonHandle:NSObject INImage:NSObject INIntentResponse:NSObject INSiriAuthorizationStatus

    module IntentsUI
    types INUIAddVoiceShortcutViewController:UIViewController INUIAddVoiceShortcutButton:UIButton INUIHostedViewControlling INUIAddVoiceShortcutViewControllerDelegate

    module AppIntents
    types AppIntent AppEntity AppEnum AppShortcutsProvider AppShortcut IntentResult IntentParameter EntityQuery IntentDialog OpensIntent

    module WidgetKit
    types Widget WidgetBundle WidgetConfiguration StaticConfiguration IntentConfiguration AppIntentConfiguration TimelineProvider TimelineEntry Timeline
    types TimelineReloadPolicy WidgetCenter WidgetFamily WidgetInfo

    module ActivityKit
    types Activity ActivityAttributes ActivityContent ActivityAuthorizationInfo ActivityState

    module LinkPresentation
    types LPLinkView:UIView LPMetadataProvider:NSObject LPLinkMetadata:NSObject

    module CoreNFC
    types NFCNDEFReaderSession:NFCReaderSession NFCReaderSession:NSObject NFCNDEFReaderSessionDelegate NFCNDEFMessage:NSObject NFCNDEFPayload:NSObject
    types NFCTagReaderSession:NFCReaderSession NFCTagReaderSessionDelegate NFCNDEFTag NFCTag

    module CoreTelephony
    types CTTelephonyNetworkInfo:NSObject CTCarrier:NSObject CTCallCenter:NSObject CTCall:NSObject CTCellularData:NSObject

    module ExternalAccessory
    types EAAccessoryManager:NSObject EAAccessory:NSObject EASession:NSObject EAAccessoryDelegate

    module GameController
    types GCController:NSObject GCExtendedGamepad:GCPhysicalInputProfile GCPhysicalInputProfile:NSObject GCMicroGamepad:GCPhysicalInputProfile
    types GCKeyboard:NSObject GCMouse:NSObject GCControllerButtonInput:GCControllerElement GCControllerElement:NSObject GCVirtualController:NSObject

    module HomeKit
    types HMHomeManager:NSObject HMHome:NSObject HMRoom:NSObject HMAccessory:NSObject HMService:NSObject HMCharacteristic:NSObject HMHomeManagerDelegate
    types HMAccessoryBrowser:NSObject HMActionSet:NSObject HMTrigger:NSObject HMZone:NSObject HMUser:NSObject

    module WatchConnectivity
    types WCSession:NSObject WCSessionDelegate WCSessionFile:NSObject WCSessionUserInfoTransfer:NSObject WCSessionFileTransfer:NSObject WCSessionActivationState

    module ReplayKit
    types RPScreenRecorder:NSObject RPPreviewViewController:UIViewController RPPreviewViewControllerDelegate RPBroadcastActivityViewController:UIViewController
    types RPSystemBroadcastPickerView:UIView RPBroadcastController:NSObject RPBroadcastHandler:NSObject

    module NotificationCenter
    types NCWidgetProviding NCWidgetController:NSObject NCWidgetDisplayMode

    module DeviceCheck
    types DCDevice:NSObject DCAppAttestService:NSObject

    module FileProvider
    types NSFileProviderManager:NSObject NSFileProviderItem NSFileProviderExtension:NSObject NSFileProviderReplicatedExtension NSFileProviderEnumerator
    types NSFileProviderItemIdentifier NSFileProviderDomain:NSObject

    module CarPlay
    types CPTemplateApplicationScene:UIScene CPTemplateApplicationSceneDelegate CPInterfaceController:NSObject CPListTemplate:CPTemplate CPTemplate:NSObject
    types CPListItem:NSObject CPListSection:NSObject CPGridTemplate:CPTemplate CPMapTemplate:CPTemplate CPNowPlayingTemplate:CPTemplate

    module MetricKit
    types MXMetricManager:NSObject MXMetricManagerSubscriber MXMetricPayload:NSObject MXDiagnosticPayload:NSObject

    module NetworkExtension
    types NEVPNManager:NSObject NETunnelProviderManager:NEVPNManager NEHotspotConfigurationManager:NSObject NEHotspotConfiguration:NSObject NEPacketTunnelProvider

    module IdentityLookup
    types ILMessageFilterExtension:NSObject ILMessageFilterQueryRequest:NSObject ILMessageFilterQueryResponse:NSObject ILMessageFilterQueryHandling

    module SensorKit
    types SRSensorReader:NSObject SRSensor SRFetchRequest:NSObject SRFetchResult:NSObject

    module NearbyInteraction
    types NISession:NSObject NISessionDelegate NINearbyObject:NSObject NIDiscoveryToken:NSObject NINearbyPeerConfiguration:NIConfiguration NIConfiguration:NSObject

    module VideoToolbox
    types VTCompressionSession VTDecompressionSession VTSession
    globals VTCompressionSessionCreate VTDecompressionSessionCreate VTCreateCGImageFromCVPixelBuffer

    module AVFAudio
    types AVAudioEngine:NSObject AVAudioPlayer:NSObject AVAudioRecorder:NSObject AVAudioSession:NSObject AVAudioFormat:NSObject AVAudioPCMBuffer:AVAudioBuffer
    types AVAudioBuffer:NSObject AVSpeechSynthesizer:NSObject AVSpeechUtterance:NSObject AVAudioApplication:NSObject

    module AVRouting
    types AVCustomRoutingController:NSObject AVCustomRoutingEvent:NSObject AVCustomDeviceRoute:NSObject

    module CoreAudio
    types AudioObjectID AudioDeviceID AudioBufferList AudioBuffer AudioObjectPropertyAddress

    module StoreKitTest
    types SKTestSession:NSObject

    module Observation
    types Observable ObservationRegistrar ObservationIgnored ObservationTracked
    globals withObservationTracking

    module AppKit
    types NSApplication NSApplicationDelegate NSWindow NSView NSViewController NSWindowController NSColor NSImage NSFont NSButton NSTextField
    types NSTableView NSOutlineView NSMenu NSMenuItem NSStatusBar NSStatusItem NSAlert NSPanel NSDocument NSWorkspace NSPasteboard NSEvent NSBezierPath
    globals NSApplicationMain NSApp NSRectFill
    """
}
