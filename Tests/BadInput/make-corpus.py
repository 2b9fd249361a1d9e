#!/usr/bin/env python3
"""Writes the bad-input corpus under Tests/BadInput/<kind>/: files made the way people and
broken tools damage them (hand-written mistakes, truncations, bytes that are not UTF-8, deep
nesting, wrong types). BadInputCorpusTests replays each through the lab's own reader; the
expected first line of each is in manifest.tsv (`swift test --filter BadInputCorpus` with
LAB_RECORD_BAD_INPUT=1 writes it again, to be read by eye).

Run from anywhere: python3 Tests/BadInput/make-corpus.py (it rewrites the kind folders)."""
import os, shutil, struct

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ["info-plist", "binary-plist", "storyboard", "xib", "project-yml", "pbxproj", "push", "lesson",
         "transcript", "command", "wire", "asset-json", "core-data", "package", "progress"]
files = {}

def put(kind, name, content):
    data = content.encode() if isinstance(content, str) else bytes(content)
    assert (kind, name) not in files, (kind, name)
    files[(kind, name)] = data

def truncations(kind, stem, ext, text, points):
    data = text.encode() if isinstance(text, str) else text
    for fraction in points:
        cut = int(len(data) * fraction)
        put(kind, f"{stem}-cut-at-{int(fraction * 100)}pc.{ext}", data[:cut])

# ---------------------------------------------------------------- Info.plist (XML)
HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n'
def plist(body): return HEAD + "<dict>\n" + body + "</dict>\n</plist>\n"
GOOD_BODY = ("\t<key>CFBundleIdentifier</key>\n\t<string>com.example.Notes</string>\n"
             "\t<key>UIBackgroundModes</key>\n\t<array>\n\t\t<string>audio</string>\n\t</array>\n"
             "\t<key>UIApplicationExitsOnSuspend</key>\n\t<false/>\n"
             "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n\t</dict>\n")
GOOD = plist(GOOD_BODY)
K = "info-plist"
put(K, "missing-dict-close.plist", HEAD + "<dict>\n" + GOOD_BODY + "</plist>\n")
put(K, "missing-plist-close.plist", HEAD + "<dict>\n" + GOOD_BODY + "</dict>\n")
put(K, "key-without-value.plist", plist(GOOD_BODY + "\t<key>UIRequiresFullScreen</key>\n"))
put(K, "two-keys-in-a-row.plist", plist("\t<key>CFBundleName</key>\n\t<key>CFBundleVersion</key>\n\t<string>1</string>\n"))
put(K, "value-without-key.plist", plist("\t<string>com.example.Notes</string>\n"))
put(K, "string-not-closed.plist", plist("\t<key>CFBundleName</key>\n\t<string>Notes\n"))
put(K, "integer-not-a-number.plist", plist("\t<key>Count</key>\n\t<integer>twelve</integer>\n"))
put(K, "integer-with-decimals.plist", plist("\t<key>Count</key>\n\t<integer>1.5</integer>\n"))
put(K, "real-not-a-number.plist", plist("\t<key>Scale</key>\n\t<real>1.2.3</real>\n"))
put(K, "date-in-words.plist", plist("\t<key>Built</key>\n\t<date>yesterday</date>\n"))
put(K, "data-not-base64.plist", plist("\t<key>Blob</key>\n\t<data>!!not base64!!</data>\n"))
put(K, "true-with-text.plist", plist("\t<key>UIRequiresFullScreen</key>\n\t<true>YES</true>\n"))
put(K, "bool-element.plist", plist("\t<key>UIRequiresFullScreen</key>\n\t<bool>true</bool>\n"))
put(K, "yes-element.plist", plist("\t<key>UIRequiresFullScreen</key>\n\t<YES/>\n"))
put(K, "top-level-array.plist", HEAD + "<array>\n\t<string>CFBundleIdentifier</string>\n</array>\n</plist>\n")
put(K, "top-level-string.plist", HEAD + "<string>com.example.Notes</string>\n</plist>\n")
put(K, "empty-file.plist", "")
put(K, "declaration-only.plist", '<?xml version="1.0" encoding="UTF-8"?>\n')
put(K, "plain-text.plist", "CFBundleIdentifier = com.example.Notes\nUIBackgroundModes = audio\n")
put(K, "json-instead.plist", '{\n  "CFBundleIdentifier": "com.example.Notes"\n}\n')
put(K, "mismatched-close.plist", plist("\t<key>UIBackgroundModes</key>\n\t<array>\n\t\t<string>audio</string>\n\t</dict>\n"))
put(K, "undefined-entity.plist", plist("\t<key>CFBundleName</key>\n\t<string>Notes &copy; 2024</string>\n"))
put(K, "unclosed-comment.plist", plist("\t<!-- the identifier\n\t<key>CFBundleName</key>\n\t<string>Notes</string>\n"))
put(K, "unclosed-cdata.plist", plist("\t<key>CFBundleName</key>\n\t<string><![CDATA[Notes</string>\n"))
put(K, "external-entity.plist", '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<plist version="1.0">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>&secret;</string>\n</dict>\n</plist>\n')
put(K, "entity-expansion-bomb.plist", '<?xml version="1.0"?>\n<!DOCTYPE plist [\n' + '<!ENTITY a0 "lollollollollollollollollollol">\n' + "".join(f'<!ENTITY a{i} "' + f"&a{i-1};" * 10 + '">\n' for i in range(1, 10)) + ']>\n<plist version="1.0">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>&a9;</string>\n</dict>\n</plist>\n')
put(K, "invalid-utf8-in-key-element-name.plist", HEAD.encode() + b"<dict>\n\t<ke\xff\xfey>CFBundleName</key>\n\t<string>Notes</string>\n</dict>\n</plist>\n")
put(K, "overlong-utf8-in-attribute-name.plist", b'<?xml version="1.0" encoding="UTF-8"?>\n<plist vers\xc0\xafion="1.0">\n<dict/>\n</plist>\n')
put(K, "invalid-utf8-in-string.plist", HEAD.encode() + b"<dict>\n\t<key>CFBundleName</key>\n\t<string>Not\xe9s</string>\n</dict>\n</plist>\n")
put(K, "latin1-declared-utf8.plist", HEAD.encode() + "<dict>\n\t<key>CFBundleName</key>\n\t<string>Café</string>\n</dict>\n</plist>\n".encode("latin-1"))
put(K, "nul-byte-inside.plist", GOOD.encode().replace(b"Notes", b"No\x00tes", 1))
put(K, "surrogate-bytes.plist", HEAD.encode() + b"<dict>\n\t<key>CFBundleName</key>\n\t<string>\xed\xa0\x80</string>\n</dict>\n</plist>\n")
put(K, "array-nested-10000.plist", '<plist version="1.0">\n' + "<array>" * 10000 + "</array>" * 10000 + "\n</plist>\n")
put(K, "dict-nested-10000.plist", '<plist version="1.0">\n' + "<dict><key>k</key>" * 10000 + "<true/>" + "</dict>" * 10000 + "\n</plist>\n")
put(K, "array-nested-300.plist", '<plist version="1.0">\n<dict>\n<key>k</key>\n' + "<array>" * 300 + "</array>" * 300 + "\n</dict>\n</plist>\n")
put(K, "background-modes-string.plist", plist("\t<key>UIBackgroundModes</key>\n\t<string>audio</string>\n"))
put(K, "exits-on-suspend-string.plist", plist("\t<key>UIApplicationExitsOnSuspend</key>\n\t<string>YES</string>\n"))
put(K, "exits-on-suspend-integer.plist", plist("\t<key>UIApplicationExitsOnSuspend</key>\n\t<integer>1</integer>\n"))
put(K, "identifier-with-space.plist", plist("\t<key>CFBundleIdentifier</key>\n\t<string>com.example.My Notes</string>\n"))
put(K, "identifier-with-newline.plist", plist("\t<key>CFBundleIdentifier</key>\n\t<string>com.example.\nNotes</string>\n"))
put(K, "identifier-with-underscore.plist", plist("\t<key>CFBundleIdentifier</key>\n\t<string>com.example.my_notes</string>\n"))
put(K, "identifier-integer.plist", plist("\t<key>CFBundleIdentifier</key>\n\t<integer>42</integer>\n"))
put(K, "identifier-with-emoji.plist", plist("\t<key>CFBundleIdentifier</key>\n\t<string>com.example.📝</string>\n"))
put(K, "orientations-string.plist", plist("\t<key>UISupportedInterfaceOrientations</key>\n\t<string>UIInterfaceOrientationPortrait</string>\n"))
put(K, "scene-manifest-array.plist", plist("\t<key>UIApplicationSceneManifest</key>\n\t<array/>\n"))
put(K, "launch-storyboard-integer.plist", plist("\t<key>UILaunchStoryboardName</key>\n\t<integer>0</integer>\n"))
put(K, "bundle-version-real.plist", plist("\t<key>CFBundleVersion</key>\n\t<real>1.0</real>\n"))
put(K, "shortcut-items-dict.plist", plist("\t<key>UIApplicationShortcutItems</key>\n\t<dict/>\n"))
put(K, "requires-full-screen-date.plist", plist("\t<key>UIRequiresFullScreen</key>\n\t<date>2024-01-01T00:00:00Z</date>\n"))
put(K, "ats-string.plist", plist("\t<key>NSAppTransportSecurity</key>\n\t<string>NSAllowsArbitraryLoads</string>\n"))
put(K, "merge-conflict.plist", plist("<<<<<<< HEAD\n\t<key>CFBundleName</key>\n\t<string>Notes</string>\n=======\n\t<key>CFBundleName</key>\n\t<string>Diary</string>\n>>>>>>> feature\n"))
put(K, "html-page.plist", "<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body>Not Found</body></html>\n")
truncations(K, "truncated", "plist", GOOD, [0.1, 0.35, 0.6, 0.8, 0.97])
put(K, "processing-instruction-without-data.plist", '<?xml version="1.0"?>\n<plist version="1.0">\n<dict>\n<?x?>\n</dict>\n</plist>\n')
# Found by Fuzz/run.sh (plist): a processing instruction without data crashed FoundationXML.
put(K, "fuzz-found-processing-instruction.plist", plist("\tUTF-XCng=<?x?>\n<!DOCTYPE pFBundleName</key>\n\t<string><![CDATA[Notes</string>\n"))

# ---------------------------------------------------------------- binary property lists
def bplist(objects, top=0, ref_size=1, offset_size=1, trailer_patch=None):
    body = b"bplist00"
    offsets = []
    for obj in objects:
        offsets.append(len(body)); body += obj
    table = len(body)
    for o in offsets: body += o.to_bytes(offset_size, "big")
    trailer = bytes(6) + bytes([offset_size, ref_size]) + struct.pack(">QQQ", len(objects), top, table)
    if trailer_patch: trailer = trailer_patch(trailer)
    return body + trailer
def ascii_obj(s): return (bytes([0x50 | len(s)]) if len(s) < 15 else bytes([0x5F, 0x10, len(s)])) + s.encode()
def dict_obj(keys, values): return bytes([0xD0 | len(keys)]) + bytes(keys) + bytes(values)
B = "binary-plist"
good_b = bplist([dict_obj([1], [2]), ascii_obj("CFBundleName"), ascii_obj("Notes")])
put(B, "magic-only.plist", b"bplist00")
put(B, "magic-and-garbage.plist", b"bplist00" + bytes(range(40)))
put(B, "wrong-version.plist", b"bplist17" + good_b[8:])
put(B, "trailer-cut.plist", good_b[:-5])
put(B, "offset-table-past-end.plist", bplist([dict_obj([1], [2]), ascii_obj("CFBundleName"), ascii_obj("Notes")], trailer_patch=lambda t: t[:24] + struct.pack(">Q", 4000)))
put(B, "object-count-huge.plist", bplist([dict_obj([1], [2]), ascii_obj("a"), ascii_obj("b")], trailer_patch=lambda t: t[:8] + struct.pack(">Q", 2**62) + t[16:]))
put(B, "top-object-out-of-range.plist", bplist([dict_obj([1], [2]), ascii_obj("a"), ascii_obj("b")], top=9))
put(B, "reference-out-of-range.plist", bplist([dict_obj([1], [7]), ascii_obj("a"), ascii_obj("b")]))
put(B, "dict-contains-itself.plist", bplist([dict_obj([1], [0]), ascii_obj("self")]))
put(B, "array-cycle-of-two.plist", bplist([bytes([0xA1, 1]), bytes([0xA1, 0])]))
put(B, "unknown-marker.plist", bplist([bytes([0xF7, 0, 0])]))
put(B, "string-longer-than-file.plist", bplist([bytes([0x5F, 0x13]) + struct.pack(">Q", 10**12)]))
put(B, "integer-of-32-bytes.plist", bplist([bytes([0x15]) + bytes(32)]))
put(B, "zero-offset-size.plist", bplist([ascii_obj("a")], trailer_patch=lambda t: t[:6] + bytes([0]) + t[7:]))
put(B, "zero-reference-size.plist", bplist([bytes([0xA1, 0])], trailer_patch=lambda t: t[:7] + bytes([0]) + t[8:]))
put(B, "key-not-a-string.plist", bplist([dict_obj([1], [2]), bytes([0x10, 5]), ascii_obj("b")]))
put(B, "top-is-array.plist", bplist([bytes([0xA1, 1]), ascii_obj("CFBundleName")]))
put(B, "lone-surrogate-utf16.plist", bplist([dict_obj([1], [2]), ascii_obj("CFBundleName"), bytes([0x61]) + b"\xd8\x00"]))
deep = [bytes([0xA1]) + (i + 1).to_bytes(4, "big") for i in range(9999)] + [bytes([0xA0])]
put(B, "arrays-nested-10000.plist", bplist(deep, ref_size=4, offset_size=4))
put(B, "offset-into-trailer.plist", bplist([ascii_obj("a")], trailer_patch=lambda t: t))
# (the last one's offset table is patched to point at the trailer)
data = bytearray(files[(B, "offset-into-trailer.plist")]); data[-33] = len(data) - 10; files[(B, "offset-into-trailer.plist")] = bytes(data)
# Found by Fuzz/run.sh (plist): a set, which Foundation's reader crashed bridging.
put(B, "set-of-strings.plist", bplist([bytes([0xC2, 1, 2]), ascii_obj("a"), ascii_obj("b")]))
put(B, "fuzz-found-set.plist", bytes.fromhex("62706c6973743030c101025f101155494261636b67726f756e644d6f646573ab957564696f080b1f0000000000000101000000000000000300000000000000000000000000000025"))
put(B, "text-after-magic.plist", b"bplist00<?xml version=\"1.0\"?><plist><dict/></plist>")
put(B, "identifier-with-space.plist", bplist([dict_obj([1], [2]), ascii_obj("CFBundleIdentifier"), ascii_obj("com.example.My Notes")]))
put(B, "background-modes-string.plist", bplist([dict_obj([1], [2]), ascii_obj("UIBackgroundModes"), ascii_obj("audio")]))
truncations(B, "truncated", "plist", good_b, [0.3, 0.6, 0.9])

# ---------------------------------------------------------------- storyboards
SB_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="{initial}">\n'
def storyboard(scenes, initial="BYZ-38-t0r"): return SB_HEAD.format(initial=initial) + "    <scenes>\n" + scenes + "    </scenes>\n</document>\n"
def vc_scene(vc_id="BYZ-38-t0r", scene_id="tne-QT-ifu", inner="", cls="ViewController", view_id="8bC-Xf-vdC", tag="viewController"):
    return (f'        <scene sceneID="{scene_id}">\n            <objects>\n'
            f'                <{tag} id="{vc_id}" customClass="{cls}" sceneMemberID="viewController">\n'
            f'                    <view key="view" contentMode="scaleToFill" id="{view_id}">\n'
            f'                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
            f'                    </view>\n{inner}'
            f'                </{tag}>\n            </objects>\n        </scene>\n')
def nav_scene(nav_id, root, scene_id="nav-sc-001"):
    return (f'        <scene sceneID="{scene_id}">\n            <objects>\n'
            f'                <navigationController id="{nav_id}" sceneMemberID="viewController">\n'
            f'                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-{nav_id}"/>\n'
            f'                    <connections>\n                        <segue destination="{root}" kind="relationship" relationship="rootViewController" id="rel-{nav_id}"/>\n'
            f'                    </connections>\n                </navigationController>\n            </objects>\n        </scene>\n')
GOOD_SB = storyboard(vc_scene())
S = "storyboard"
put(S, "nav-root-is-itself.storyboard", storyboard(nav_scene("NAV-co-ntl", "NAV-co-ntl"), initial="NAV-co-ntl"))
put(S, "two-navs-root-each-other.storyboard", storyboard(nav_scene("NAV-aaa-001", "NAV-bbb-002", "s1") + nav_scene("NAV-bbb-002", "NAV-aaa-001", "s2"), initial="NAV-aaa-001"))
put(S, "tab-bar-holds-itself.storyboard", storyboard('        <scene sceneID="tab-sc">\n            <objects>\n                <tabBarController id="TAB-001" sceneMemberID="viewController">\n                    <connections>\n                        <segue destination="TAB-001" kind="relationship" relationship="viewControllers" id="rel-tab"/>\n                    </connections>\n                </tabBarController>\n            </objects>\n        </scene>\n', initial="TAB-001"))
put(S, "initial-names-nothing.storyboard", storyboard(vc_scene(), initial="XXX-no-one"))
put(S, "segue-to-nowhere.storyboard", storyboard(vc_scene(inner='                    <connections>\n                        <segue destination="gone-123" kind="show" id="seg-001"/>\n                    </connections>\n')))
put(S, "outlet-to-nowhere.storyboard", storyboard(vc_scene(inner='                    <connections>\n                        <outlet property="label" destination="gone-456" id="out-001"/>\n                    </connections>\n')))
put(S, "duplicate-ids.storyboard", storyboard(vc_scene() + vc_scene(scene_id="other-scene", view_id="8bC-Xf-vdC")))
put(S, "controller-without-id.storyboard", storyboard(vc_scene().replace(' id="BYZ-38-t0r"', '')))
put(S, "scene-without-objects.storyboard", storyboard('        <scene sceneID="empty-sc"/>\n'))
put(S, "not-a-document.storyboard", '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict/></plist>\n')
put(S, "xib-type-document.storyboard", GOOD_SB.replace("CocoaTouch.Storyboard.XIB", "CocoaTouch.XIB"))
put(S, "no-scenes.storyboard", SB_HEAD.format(initial="BYZ-38-t0r") + "</document>\n")
put(S, "empty-file.storyboard", "")
put(S, "merge-conflict.storyboard", GOOD_SB.replace("    <scenes>\n", "    <scenes>\n<<<<<<< HEAD\n=======\n>>>>>>> branch\n"))
put(S, "invalid-utf8-in-element-name.storyboard", storyboard("").encode().replace(b"    </scenes>", b"<scene\xff\xfe\xc3\x28 sceneID=\"a\"/>\n    </scenes>"))
put(S, "overlong-utf8-in-attribute-name.storyboard", storyboard("").encode().replace(b"    </scenes>", b"<scene scene\xc0\xafID=\"a\"/>\n    </scenes>"))
put(S, "invalid-utf8-in-attribute-value.storyboard", GOOD_SB.encode().replace(b'customClass="ViewController"', b'customClass="View\xffController"'))
put(S, "invalid-utf8-in-comment.storyboard", GOOD_SB.encode().replace(b"    <scenes>\n", b"    <scenes>\n<!-- \xfe\xff -->\n"))
put(S, "latin1-label.storyboard", GOOD_SB.replace('<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n', '<label text="Caf\xe9"/>\n', 1).encode("latin-1"))
put(S, "unclosed-view.storyboard", GOOD_SB.replace("                    </view>\n", "", 1))
put(S, "attribute-without-quotes.storyboard", GOOD_SB.replace('width="393"', "width=393"))
put(S, "duplicate-attribute.storyboard", GOOD_SB.replace('customClass="ViewController"', 'customClass="ViewController" customClass="Other"'))
put(S, "ampersand-in-label.storyboard", GOOD_SB.replace('contentMode="scaleToFill" id="8bC', 'contentMode="scaleToFill" userLabel="Save & Quit" id="8bC'))
put(S, "views-nested-10000.storyboard", storyboard('        <scene sceneID="deep">\n            <objects>\n                <viewController id="BYZ-38-t0r" sceneMemberID="viewController">\n' + '<view key="view" id="v">' + "<subviews><view id=\"x\">" * 5000 + "</view></subviews>" * 5000 + "</view>\n                </viewController>\n            </objects>\n        </scene>\n"))
put(S, "views-nested-300.storyboard", storyboard('        <scene sceneID="deep">\n            <objects>\n                <viewController id="BYZ-38-t0r" sceneMemberID="viewController">\n' + '<view key="view" id="v0">' + "".join(f'<subviews><view id="v{i}">' for i in range(1, 150)) + "</view></subviews>" * 149 + "</view>\n                </viewController>\n            </objects>\n        </scene>\n"))
put(S, "entity-bomb.storyboard", '<?xml version="1.0"?>\n<!DOCTYPE document [\n<!ENTITY a0 "xxxxxxxxxx">\n' + "".join(f'<!ENTITY a{i} "' + f"&a{i-1};" * 10 + '">\n' for i in range(1, 10)) + ']>\n' + GOOD_SB.split("\n", 1)[1].replace('id="BYZ-38-t0r" customClass', 'id="BYZ-38-t0r" userLabel="&a9;" customClass'))
put(S, "external-entity.storyboard", '<?xml version="1.0"?>\n<!DOCTYPE document [<!ENTITY s SYSTEM "file:///etc/hostname">]>\n' + GOOD_SB.split("\n", 1)[1].replace('id="BYZ-38-t0r" customClass', 'id="BYZ-38-t0r" userLabel="&s;" customClass'))
put(S, "segue-kind-unknown.storyboard", storyboard(vc_scene(inner='                    <connections>\n                        <segue destination="CCC-dd-eee" kind="teleport" id="seg-009"/>\n                    </connections>\n') + vc_scene("CCC-dd-eee", "second-sc", view_id="vvv-22-www")))
truncations(S, "truncated", "storyboard", GOOD_SB, [0.05, 0.25, 0.5, 0.75, 0.95])
# Found by Fuzz/run.sh (storyboard): an XML declaration with nothing in it crashed FoundationXML.
put(S, "empty-declaration.storyboard", '<?xml?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\n<scenes/>\n</document>\n')
put(S, "processing-instruction-without-data.storyboard", '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\n<?ibtool?>\n<scenes/>\n</document>\n')

# ---------------------------------------------------------------- xibs
XIB = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">\n'
       '    <objects>\n        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController">\n'
       '            <connections>\n                <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>\n            </connections>\n        </placeholder>\n'
       '        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>\n'
       '        <view contentMode="scaleToFill" id="i5M-Pr-FkT">\n            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
       '            <subviews>\n                <label text="Detail" id="lbl-01"/>\n            </subviews>\n        </view>\n    </objects>\n</document>\n')
X = "xib"
put(X, "outlet-to-nowhere.xib", XIB.replace('destination="i5M-Pr-FkT"', 'destination="zzz-00-zzz"'))
put(X, "storyboard-type.xib", XIB.replace("CocoaTouch.XIB", "CocoaTouch.Storyboard.XIB"))
put(X, "view-without-id.xib", XIB.replace(' id="i5M-Pr-FkT"', ""))
put(X, "duplicate-ids.xib", XIB.replace('<label text="Detail" id="lbl-01"/>', '<label text="Detail" id="i5M-Pr-FkT"/>'))
put(X, "empty-file.xib", "")
put(X, "invalid-utf8-in-element-name.xib", XIB.encode().replace(b"<label ", b"<lab\xff\xfeel "))
put(X, "invalid-utf8-in-attribute-name.xib", XIB.encode().replace(b'text="Detail"', b'te\xc0\xafxt="Detail"'))
put(X, "invalid-utf8-in-text.xib", XIB.encode().replace(b'text="Detail"', b'text="D\xe9tail"'))
put(X, "unclosed-subviews.xib", XIB.replace("            </subviews>\n", ""))
put(X, "two-roots.xib", XIB + "<document/>\n")
put(X, "nested-views-10000.xib", XIB.replace('<label text="Detail" id="lbl-01"/>', '<view id="a">' + "<subviews><view>" * 5000 + "</view></subviews>" * 5000 + "</view>"))
put(X, "entity-bomb.xib", '<?xml version="1.0"?>\n<!DOCTYPE document [\n<!ENTITY a0 "xxxxxxxxxx">\n' + "".join(f'<!ENTITY a{i} "' + f"&a{i-1};" * 10 + '">\n' for i in range(1, 10)) + ']>\n' + XIB.split("\n", 1)[1].replace('text="Detail"', 'text="&a9;"'))
put(X, "nul-byte.xib", XIB.replace("Detail\"", "Det\x00ail\""))
truncations(X, "truncated", "xib", XIB, [0.1, 0.4, 0.7, 0.9])

# ---------------------------------------------------------------- project.yml
YML = ("name: Notes\noptions:\n  bundleIdPrefix: com.example\ntargets:\n  Notes:\n    type: application\n    platform: iOS\n"
       "    deploymentTarget: \"17.0\"\n    sources: [Notes]\n    info:\n      path: Notes/Info.plist\n      properties:\n        UIRequiresFullScreen: true\n")
Y = "project-yml"
put(Y, "tab-indentation.yml", YML.replace("    type: application", "\ttype: application"))
put(Y, "missing-colon.yml", YML.replace("type: application", "type application"))
put(Y, "bad-indentation.yml", YML.replace("    platform: iOS", "   platform: iOS"))
put(Y, "no-targets.yml", "name: Notes\noptions:\n  bundleIdPrefix: com.example\n")
put(Y, "targets-a-list.yml", "name: Notes\ntargets:\n  - Notes\n")
put(Y, "targets-a-string.yml", "name: Notes\ntargets: Notes\n")
put(Y, "no-application-target.yml", "name: Notes\ntargets:\n  NotesKit:\n    type: framework\n    platform: iOS\n")
put(Y, "platform-android.yml", YML.replace("platform: iOS", "platform: Android"))
put(Y, "platform-a-list.yml", YML.replace("platform: iOS", "platform: [iOS, macOS]"))
put(Y, "deployment-target-words.yml", YML.replace('deploymentTarget: "17.0"', "deploymentTarget: latest"))
put(Y, "deployment-target-a-map.yml", YML.replace('deploymentTarget: "17.0"', "deploymentTarget: {iOS: 17.0}"))
put(Y, "sources-a-number.yml", YML.replace("sources: [Notes]", "sources: 42"))
put(Y, "sources-leaving-the-folder.yml", YML.replace("sources: [Notes]", "sources: [../../etc]"))
put(Y, "sources-absolute.yml", YML.replace("sources: [Notes]", "sources: [/etc]"))
put(Y, "info-path-leaving.yml", YML.replace("path: Notes/Info.plist", "path: ../Info.plist"))
put(Y, "info-a-string.yml", YML.replace("    info:\n      path: Notes/Info.plist\n      properties:\n        UIRequiresFullScreen: true\n", "    info: Notes/Info.plist\n"))
put(Y, "properties-a-list.yml", YML.replace("      properties:\n        UIRequiresFullScreen: true\n", "      properties:\n        - UIRequiresFullScreen\n"))
put(Y, "property-wrong-type.yml", YML.replace("UIRequiresFullScreen: true", "UIBackgroundModes: audio"))
put(Y, "property-identifier-space.yml", YML.replace("UIRequiresFullScreen: true", "CFBundleIdentifier: com.example.My Notes"))
put(Y, "settings-a-list.yml", YML + "    settings:\n      - SWIFT_VERSION: 5\n")
put(Y, "dependencies-a-string.yml", YML + "    dependencies: MapKit.framework\n")
put(Y, "dependency-not-a-framework.yml", YML + "    dependencies:\n      - sdk: MapKit\n")
put(Y, "unclosed-flow-list.yml", YML.replace("sources: [Notes]", "sources: [Notes"))
put(Y, "unclosed-quote.yml", YML.replace('deploymentTarget: "17.0"', 'deploymentTarget: "17.0'))
put(Y, "duplicate-key.yml", YML.replace("    platform: iOS\n", "    platform: iOS\n    platform: macOS\n"))
put(Y, "undefined-alias.yml", YML.replace("sources: [Notes]", "sources: *notes"))
put(Y, "top-level-list.yml", "- name: Notes\n- targets: {}\n")
put(Y, "top-level-scalar.yml", "Notes\n")
put(Y, "empty-file.yml", "")
put(Y, "only-a-comment.yml", "# project.yml for Notes\n")
put(Y, "json-missing-quote.yml", '{"name": "Notes", "targets": {"Notes": {"type: "application"}}}\n')
put(Y, "invalid-utf8.yml", YML.encode().replace(b"name: Notes", b"name: N\xf6tes"))
put(Y, "utf16.yml", YML.encode("utf-16"))
put(Y, "nested-lists-10000.yml", "name: Deep\ntargets:\n  Deep:\n    sources: " + "[" * 10000 + "]" * 10000 + "\n")
put(Y, "nested-maps-2000.yml", "name: Deep\ntargets:\n  Deep:\n    info: " + "{a: " * 2000 + "b" + "}" * 2000 + "\n")
put(Y, "alias-bomb.yml", "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]\nname: [*g, *g, *g, *g, *g, *g, *g, *g, *g]\ntargets: {}\n")
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(f"{n}: &{n} [{', '.join(['*' + p] * 9)}]\n" for p, n in zip("abcdef", "bcdefg"))
# Found by fuzzing: a mapping key that is an alias of a long list (Yams hashed it whole, for seconds).
put(Y, "fuzz-found-alias-key.yml", BOMB + "name: {*g : x}\ntargets: {}\n")
put(Y, "name-a-map.yml", YML.replace("name: Notes", "name: {first: Notes}"))
put(Y, "merge-conflict.yml", YML.replace("    platform: iOS\n", "<<<<<<< HEAD\n    platform: iOS\n=======\n    platform: macOS\n>>>>>>> other\n"))
put(Y, "type-a-list.yml", YML.replace("type: application", "type: [application]"))
truncations(Y, "truncated", "yml", YML, [0.15, 0.5, 0.85])

# ---------------------------------------------------------------- project.pbxproj
PBX = open(os.path.join(HERE, "..", "..", "Transcripts", "Projects", "Bakery", "Bakery.xcodeproj", "project.pbxproj")).read()
P = "pbxproj"
put(P, "missing-semicolon.pbxproj", PBX.replace("objectVersion = 60;", "objectVersion = 60"))
put(P, "missing-close-brace.pbxproj", PBX.rstrip()[:-1])
put(P, "unclosed-string.pbxproj", PBX.replace('compatibilityVersion = "Xcode 14.0";', 'compatibilityVersion = "Xcode 14.0;'))
put(P, "unclosed-comment.pbxproj", PBX.replace("/* Project object */ = {", "/* Project object = {", 1))
put(P, "array-missing-comma.pbxproj", PBX.replace("buildPhases = (00BA0000000000000000000A, 00BA0000000000000000000B, );", "buildPhases = (00BA0000000000000000000A 00BA0000000000000000000B);"))
put(P, "merge-conflict.pbxproj", PBX.replace("\tobjectVersion = 60;\n", "<<<<<<< HEAD\n\tobjectVersion = 60;\n=======\n\tobjectVersion = 56;\n>>>>>>> feature\n"))
put(P, "no-root-object.pbxproj", PBX.replace("\trootObject = 00BA00000000000000000011 /* Project object */;\n", ""))
put(P, "root-object-missing.pbxproj", PBX.replace("rootObject = 00BA00000000000000000011", "rootObject = 00BA000000000000000000FF"))
put(P, "root-object-not-a-project.pbxproj", PBX.replace("rootObject = 00BA00000000000000000011", "rootObject = 00BA00000000000000000001"))
put(P, "no-objects.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 60;\n\trootObject = 00BA00000000000000000011;\n}\n")
put(P, "objects-a-list.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = (A, B);\n\trootObject = A;\n}\n")
put(P, "target-missing.pbxproj", PBX.replace("targets = (00BA0000000000000000000E, );", "targets = (00BA000000000000000000EE, );"))
put(P, "no-targets.pbxproj", PBX.replace("targets = (00BA0000000000000000000E, );", "targets = ( );"))
put(P, "no-application-target.pbxproj", PBX.replace('productType = "com.apple.product-type.application"', 'productType = "com.apple.product-type.framework"'))
put(P, "empty-file.pbxproj", "")
put(P, "xml-plist-instead.pbxproj", '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>objects</key>\n\t<dict/>\n</dict>\n</plist>\n')
put(P, "json-instead.pbxproj", '{\n  "archiveVersion": 1,\n  "objects": {}\n}\n')
put(P, "invalid-utf8.pbxproj", PBX.encode().replace(b"name = Bakery;", b"name = Bak\xe9ry;"))
put(P, "nul-byte.pbxproj", PBX.encode().replace(b"archiveVersion", b"archive\x00Version"))
put(P, "nested-10000.pbxproj", "{ a = " + "(" * 10000)
put(P, "nested-dicts-100.pbxproj", "{\n\tobjects = " + "{ a = " * 100 + "b;" + " };" * 100 + "\n}\n")
put(P, "bad-data-literal.pbxproj", PBX.replace("archiveVersion = 1;", "archiveVersion = <0a0g>;"))
put(P, "odd-data-literal.pbxproj", PBX.replace("archiveVersion = 1;", "archiveVersion = <0a0>;"))
put(P, "key-without-value.pbxproj", PBX.replace("archiveVersion = 1;", "archiveVersion = ;"))
put(P, "equals-missing.pbxproj", PBX.replace("archiveVersion = 1;", "archiveVersion 1;"))
put(P, "text-after-end.pbxproj", PBX + "\n}\n")
put(P, "top-level-array.pbxproj", "// !$*UTF8*$!\n(\n\tA,\n\tB\n)\n")
put(P, "config-list-missing.pbxproj", PBX.replace("buildConfigurationList = 00BA0000000000000000000D;", "buildConfigurationList = 00BA000000000000000000DD;"))
put(P, "build-settings-a-string.pbxproj", PBX.replace("buildSettings = { GENERATE_INFOPLIST_FILE = YES; IPHONEOS_DEPLOYMENT_TARGET = 17.0; PRODUCT_BUNDLE_IDENTIFIER = com.example.Bakery; PRODUCT_NAME = \"$(TARGET_NAME)\"; SWIFT_VERSION = 5.0; };", "buildSettings = \"GENERATE_INFOPLIST_FILE = YES\";"))
put(P, "bundle-identifier-space.pbxproj", PBX.replace("PRODUCT_BUNDLE_IDENTIFIER = com.example.Bakery;", 'PRODUCT_BUNDLE_IDENTIFIER = "com.example.My Bakery";'))
put(P, "unescaped-quote.pbxproj", PBX.replace('compatibilityVersion = "Xcode 14.0";', 'compatibilityVersion = "Xcode "14.0";'))
truncations(P, "truncated", "pbxproj", PBX, [0.02, 0.3, 0.55, 0.8, 0.99])

# ---------------------------------------------------------------- push payloads
U = "push"
put(U, "not-json.json", "aps: alert: hello\n")
put(U, "single-quotes.json", "{'aps': {'alert': 'Hello'}}\n")
put(U, "comment-inside.json", '{\n  // the alert\n  "aps": {"alert": "Hello"}\n}\n')
put(U, "unquoted-keys.json", '{aps: {alert: "Hello"}}\n')
put(U, "top-level-array.json", '[{"aps": {"alert": "Hello"}}]\n')
put(U, "top-level-string.json", '"Hello"\n')
put(U, "no-aps.json", '{"alert": "Hello", "badge": 1}\n')
put(U, "aps-a-string.json", '{"aps": "Hello"}\n')
put(U, "aps-an-array.json", '{"aps": ["alert", "Hello"]}\n')
put(U, "badge-a-string.json", '{"aps": {"alert": "Hello", "badge": "x"}}\n')
put(U, "badge-negative.json", '{"aps": {"badge": -5}}\n')
put(U, "badge-huge.json", '{"aps": {"badge": 1e100}}\n')
put(U, "badge-fraction.json", '{"aps": {"badge": 2.5}}\n')
put(U, "badge-boolean.json", '{"aps": {"badge": true}}\n')
put(U, "badge-null.json", '{"aps": {"alert": "Hello", "badge": null}}\n')
put(U, "alert-a-number.json", '{"aps": {"alert": 42}}\n')
put(U, "alert-an-array.json", '{"aps": {"alert": ["Hello"]}}\n')
put(U, "alert-title-a-number.json", '{"aps": {"alert": {"title": 7, "body": "Hi"}}}\n')
put(U, "sound-a-number.json", '{"aps": {"alert": "Hi", "sound": 3}}\n')
put(U, "content-available-string.json", '{"aps": {"content-available": "yes"}}\n')
put(U, "too-large.json", '{"aps": {"alert": "' + "x" * 5000 + '"}}\n')
put(U, "empty-file.json", "")
put(U, "empty-aps.json", '{"aps": {}}\n')
put(U, "invalid-utf8.json", b'{"aps": {"alert": "Caf\xe9"}}\n')
put(U, "nested-10000.json", '{"aps": {"alert": "x"}, "deep": ' + "[" * 10000 + "]" * 10000 + "}\n")
put(U, "nested-1000.json", '{"aps": {"alert": "x"}, "deep": ' + "[" * 1000 + "]" * 1000 + "}\n")
put(U, "unclosed-string.json", '{"aps": {"alert": "Hello}}\n')
put(U, "two-objects.json", '{"aps": {"alert": "a"}}\n{"aps": {"alert": "b"}}\n')
put(U, "nan-badge.json", '{"aps": {"badge": NaN}}\n')
put(U, "target-a-number.apns", '{"Simulator Target Bundle": 12, "aps": {"alert": "Hi"}}\n')
put(U, "control-character.json", '{"aps": {"alert": "Hel\x01lo"}}\n')
put(U, "lone-surrogate-escape.json", '{"aps": {"alert": "\\ud800"}}\n')
truncations(U, "truncated", "json", '{\n  "aps": {\n    "alert": {"title": "Order", "body": "Shipped"},\n    "badge": 3,\n    "sound": "default"\n  }\n}\n', [0.2, 0.5, 0.9])

# ---------------------------------------------------------------- lesson.yaml
LESSON = ("id: notes\norder: 1\nios: 17\napp: com.example.Notes\ntitle:\n  en: Notes\nsummary:\n  en: Launch Notes.\n"
          "steps:\n  - id: launch\n    text:\n      en: Type `launch Notes`.\n    expect:\n      - command: launch\n")
L = "lesson"
put(L, "missing-id.yaml", LESSON.replace("id: notes\n", ""))
put(L, "missing-steps.yaml", LESSON.split("steps:")[0])
put(L, "steps-empty.yaml", LESSON.split("steps:")[0] + "steps: []\n")
put(L, "steps-a-map.yaml", LESSON.split("steps:")[0] + "steps:\n  launch: {}\n")
put(L, "order-words.yaml", LESSON.replace("order: 1", "order: first"))
put(L, "ios-too-old.yaml", LESSON.replace("ios: 17", "ios: 2"))
put(L, "ios-words.yaml", LESSON.replace("ios: 17", "ios: seventeen"))
put(L, "title-a-list.yaml", LESSON.replace("title:\n  en: Notes\n", "title: [Notes]\n"))
put(L, "title-no-english.yaml", LESSON.replace("title:\n  en: Notes\n", "title:\n  fr: Notes\n"))
put(L, "unknown-language.yaml", LESSON.replace("title:\n  en: Notes\n", "title:\n  en: Notes\n  klingon: Notes\n"))
put(L, "step-without-id.yaml", LESSON.replace("  - id: launch\n    text:", "  - text:"))
put(L, "step-without-expect.yaml", LESSON.replace("    expect:\n      - command: launch\n", ""))
put(L, "duplicate-step-ids.yaml", LESSON + "  - id: launch\n    text:\n      en: Again.\n    expect:\n      - command: home\n")
put(L, "unknown-expectation.yaml", LESSON.replace("- command: launch", "- telepathy: launch"))
put(L, "bad-state.yaml", LESSON.replace("- command: launch", "- state: asleep"))
put(L, "bad-sequence-pattern.yaml", LESSON.replace("- command: launch", "- sequence:\n          - state notRunning => active"))
put(L, "sequence-a-string.yaml", LESSON.replace("- command: launch", "- sequence: state notRunning -> active"))
put(L, "unknown-top-key.yaml", LESSON.replace("ios: 17\n", "ios: 17\ndifficulty: easy\n"))
put(L, "starter-leaving.yaml", LESSON.replace("app: com.example.Notes\n", "app: com.example.Notes\nstarter: ../../..\n"))
put(L, "starter-absolute.yaml", LESSON.replace("app: com.example.Notes\n", "app: com.example.Notes\nstarter: /etc\n"))
put(L, "starter-missing.yaml", LESSON.replace("app: com.example.Notes\n", "app: com.example.Notes\nstarter: NoSuchFolder\n"))
put(L, "tab-indentation.yaml", LESSON.replace("  en: Notes\n", "\ten: Notes\n", 1))
put(L, "unclosed-quote.yaml", LESSON.replace("app: com.example.Notes", 'app: "com.example.Notes'))
put(L, "empty-file.yaml", "")
put(L, "top-level-list.yaml", "- id: notes\n- order: 1\n")
put(L, "invalid-utf8.yaml", LESSON.encode().replace(b"Launch Notes.", b"Launch N\xf6tes."))
put(L, "nested-10000.yaml", LESSON.replace("summary:\n  en: Launch Notes.\n", "summary: " + "[" * 10000 + "]" * 10000 + "\n"))
put(L, "alias-bomb.yaml", "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n" + LESSON.replace("summary:\n  en: Launch Notes.\n", "summary:\n  en: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\n"))
put(L, "alias-key.yaml", BOMB + LESSON.replace("summary:\n  en: Launch Notes.\n", "summary:\n  {*g : x}: Launch Notes.\n"))
put(L, "hints-a-string.yaml", LESSON + "    hints: Try launch.\n")
put(L, "merge-conflict.yaml", LESSON.replace("order: 1\n", "<<<<<<< HEAD\norder: 1\n=======\norder: 2\n>>>>>>> b\n"))
put(L, "expect-a-string.yaml", LESSON.replace("    expect:\n      - command: launch\n", "    expect: launch\n"))
truncations(L, "truncated", "yaml", LESSON, [0.1, 0.45, 0.8])

# ---------------------------------------------------------------- transcripts
T = "transcript"
put(T, "no-commands.transcript", "# just narration\n# nothing to run\n")
put(T, "empty-file.transcript", "")
put(T, "prompt-without-space.transcript", "lab>launch Notes\nNotes launched\n")
put(T, "output-before-command.transcript", "Empty Window: notRunning -> inactive\nlab> home\n")
put(T, "shell-prompt.transcript", "$ lab\nlab> home\n")
put(T, "invalid-utf8.transcript", b"lab> home\n\xff\xfe home\n")
put(T, "nul-bytes.transcript", b"lab> home\x00\n")
put(T, "utf16.transcript", "lab> home\n".encode("utf-16"))
put(T, "latin1-narration.transcript", "# caf\xe9\nlab> home\n".encode("latin-1"))
put(T, "markdown-fence.transcript", "```\nlab> home\n```\n")
put(T, "indented-prompt.transcript", "  lab> home\n")
put(T, "html-page.transcript", "<html><body>lab&gt; home</body></html>\n")
put(T, "png-bytes.transcript", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
put(T, "prompt-lowercase-missing.transcript", "Lab> home\n")
put(T, "only-blank-lines.transcript", "\n\n\n")

# ---------------------------------------------------------------- command lines (typed at the prompt)
C = "command"
commands = {
    "unknown-command.txt": "lanch Empty Window", "typo-of-home.txt": "hoem", "unclosed-quote.txt": 'launch "Empty Window',
    "unclosed-single-quote.txt": "launch 'Empty Window", "curly-quotes.txt": "launch “Empty Window”",
    "trailing-backslash.txt": "launch Empty\\", "launch-no-such-app.txt": "launch \"No Such App\"",
    "wait-negative.txt": "wait -1s", "wait-words.txt": "wait forever", "wait-huge.txt": "wait 99999999999999999999s",
    "rotate-sideways.txt": "rotate sideways", "location-out-of-range.txt": "location 91,181",
    "location-words.txt": "location here", "push-badge-words.txt": "push \"Empty Window\" --alert Hi --badge x",
    "push-badge-negative.txt": "push \"Empty Window\" --alert Hi --badge -5", "push-badge-huge.txt": "push \"Empty Window\" --badge 1e100",
    "reset-ios-2.txt": "reset --ios 2", "reset-ios-words.txt": "reset --ios latest", "unknown-option.txt": "home --now",
    "option-missing-value.txt": "push \"Empty Window\" --alert", "too-many-arguments.txt": "home now please",
    "missing-argument.txt": "launch", "terminate-nothing-running.txt": "terminate \"Empty Window\"",
    "tap-no-such-view.txt": "tap \"No Such Button\"", "build-no-folder.txt": "build /no/such/folder",
    "cat-no-such-file.txt": "cat \"Empty Window\" NoSuchFile.plist", "replay-missing-file.txt": "replay /no/such.transcript",
    "memory-warning-nobody.txt": "memory-warning \"No Such App\"", "help-unknown.txt": "help teleport",
    "lesson-unknown.txt": "lesson start 99-no-such-lesson", "swipe-nowhere.txt": "swipe diagonal",
    "uninstall-system-app.txt": "uninstall Settings", "push-no-app.txt": "push --alert Hi", "fetch-no-app.txt": "fetch \"No Such App\"",
    "double-dash-only.txt": "--", "flag-as-command.txt": "--help", "pipe-to-shell.txt": "home | grep active",
    "shell-substitution.txt": "launch $(whoami)", "record-into-folder.txt": "record /", "undo-typo.txt": "undo 5",
    "location-nan.txt": "location nan,nan", "wait-no-unit.txt": "wait 5", "quick-action-nothing.txt": "quick-action \"Empty Window\" nope",
    "rotate-no-argument.txt": "rotate", "control-characters.txt": "ho\x01me", "escape-sequence.txt": "\x1b[Ahome",
    "tab-inside.txt": "launch\t\"Empty Window\"\textra", "emoji-command.txt": "🏠",
}
for name, line in commands.items(): put(C, name, line)
put(C, "invalid-utf8.txt", b"launch \xff\xfe")
put(C, "overlong-utf8.txt", b"launch \xc0\xaf")
put(C, "nul-byte.txt", b"home\x00now")
put(C, "line-past-64kb.txt", "launch " + "A" * 70000)
put(C, "many-quotes.txt", '"' * 5001)

# ---------------------------------------------------------------- LabWire frames (what an app writes to fd 4)
W = "wire"
frames = {
    "unknown-verb.wire": b"hallo\tApp\tApp.AppDelegate\t\n", "shell-text.wire": b"echo hello\n",
    "empty-line.wire": b"\n", "crlf-return.wire": b"return\tv\r\n", "return-no-value.wire": b"return\n",
    "return-two-values.wire": b"return\tv\tv\n", "return-bad-token.wire": b"return\tzzz\n",
    "return-int-not-number.wire": b"return\tiforty-two\n", "return-double-words.wire": b"return\tdhalf\n",
    "return-object-no-class.wire": b"return\to12\n", "return-object-no-id.wire": b"return\to:UIView\n",
    "return-closure-words.wire": b"return\tcxyz\n", "return-empty-token.wire": b"return\t\n",
    "host-no-name.wire": b"host\n", "host-empty-name.wire": b"host\t\ti1\n", "host-name-with-space.wire": b"host\tmake window\n",
    "host-bad-token.wire": b"host\tprint\tq1\n", "invalid-utf8.wire": b"host\tprint\ts\xff\xfe\n",
    "overlong-utf8.wire": b"host\tprint\ts\xc0\xaf\n", "nul-byte-in-verb.wire": b"ret\x00urn\tv\n",
    "json-instead.wire": b'{"verb": "return", "value": null}\n', "uppercase-verb.wire": b"RETURN\tv\n",
    "leading-space.wire": b" return\tv\n", "binary-garbage.wire": bytes(range(256)) + b"\n",
    "verb-with-trailing-tab.wire": b"return\t\tv\n", "hello-twice-shape.wire": b"hello\n",
    "reply-from-app.wire": b"reply\t0\tv\n", "perform-from-app.wire": b"perform\t0\to1:UIApplication\tviewDidLoad\n",
    "string-bad-escape.wire": b"host\tprint\tsabc\\\n", "int-overflow.wire": b"return\ti99999999999999999999999\n",
}
for name, data in frames.items(): put(W, name, data)

# ---------------------------------------------------------------- asset catalogs' Contents.json
A = "asset-json"
IMAGESET = '{\n  "images" : [\n    { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" }\n  ],\n  "info" : { "author" : "xcode", "version" : 1 }\n}\n'
for name, text in {
    "imageset--not-json.json": "images: star.png\n", "imageset--top-level-array.json": "[]\n",
    "imageset--images-a-string.json": '{ "images" : "star.png", "info" : { "version" : 1 } }\n',
    "imageset--scale-words.json": IMAGESET.replace('"1x"', '"big"'), "imageset--filename-leaving.json": IMAGESET.replace("star.png", "../../../etc/passwd"),
    "imageset--filename-absolute.json": IMAGESET.replace("star.png", "/etc/passwd"), "imageset--filename-a-number.json": IMAGESET.replace('"star.png"', "7"),
    "imageset--missing-file.json": IMAGESET.replace("star.png", "moon.png"), "imageset--unclosed.json": IMAGESET[:-4],
    "imageset--empty.json": "", "imageset--nested-10000.json": '{ "images" : ' + "[" * 10000 + "]" * 10000 + " }\n",
    "imageset--invalid-utf8.json": IMAGESET.encode().replace(b"xcode", b"xc\xf6de"),
    "imageset--images-entry-a-string.json": '{ "images" : [ "star.png" ] }\n', "imageset--idiom-a-list.json": IMAGESET.replace('"universal"', '["universal"]'),
    "colorset--components-words.json": '{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "very", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" } ] }\n',
    "colorset--colors-a-map.json": '{ "colors" : { "red" : 1 } }\n', "colorset--component-out-of-range.json": '{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "7.5", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" } ] }\n',
    "colorset--no-components.json": '{ "colors" : [ { "color" : { "color-space" : "srgb" }, "idiom" : "universal" } ] }\n',
    "catalog--not-json.json": "{ info: 1 }\n", "catalog--top-level-string.json": '"Assets"\n',
    "appiconset--images-a-number.json": '{ "images" : 3 }\n', "appiconset--size-words.json": '{ "images" : [ { "filename" : "icon.png", "idiom" : "iphone", "scale" : "2x", "size" : "large" } ] }\n',
    "dataset--data-a-string.json": '{ "data" : "file.json" }\n', "dataset--missing-file.json": '{ "data" : [ { "filename" : "missing.json", "idiom" : "universal" } ] }\n',
    "folder--namespace-a-string.json": '{ "properties" : { "provides-namespace" : "yes" } }\n',
}.items(): put(A, name, text)

# ---------------------------------------------------------------- Core Data models
MODEL = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">\n'
         '    <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">\n        <attribute name="text" optional="YES" attributeType="String"/>\n    </entity>\n</model>\n')
D = "core-data"
for name, text in {
    "attribute-type-unknown.contents": MODEL.replace('attributeType="String"', 'attributeType="Text"'),
    "attribute-without-name.contents": MODEL.replace('name="text" ', ""), "entity-without-name.contents": MODEL.replace('name="Note" ', ""),
    "two-entities-same-name.contents": MODEL.replace("</model>", '    <entity name="Note" representedClassName="Note2"/>\n</model>'),
    "relationship-to-nowhere.contents": MODEL.replace("</entity>", '    <relationship name="folder" destinationEntity="Folder"/>\n    </entity>'),
    "entity-name-lowercase.contents": MODEL.replace('name="Note" representedClassName="Note"', 'name="note" representedClassName="note"'),
    "not-a-model.contents": '<?xml version="1.0"?>\n<plist version="1.0"><dict/></plist>\n', "empty.contents": "",
    "truncated.contents": MODEL[: len(MODEL) // 2], "invalid-utf8-in-name.contents": MODEL.encode().replace(b"<entity ", b"<ent\xff\xfeity "),
    "nested-10000.contents": MODEL.replace("</model>", "<a>" * 10000 + "</a>" * 10000 + "</model>"),
    "attribute-name-keyword.contents": MODEL.replace('name="text"', 'name="class"'),
    "attribute-name-description.contents": MODEL.replace('name="text"', 'name="description"'),
    "class-name-with-space.contents": MODEL.replace('representedClassName="Note"', 'representedClassName="My Note"'),
}.items(): put(D, name, text)

# ---------------------------------------------------------------- local packages' Package.swift
PKG = ('// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: "Recipes",\n'
       '    products: [.library(name: "Recipes", targets: ["Recipes"])],\n    targets: [.target(name: "Recipes")]\n)\n')
G = "package"
for name, text in {
    "no-package-call.swift": "// swift-tools-version:5.9\nimport PackageDescription\n", "empty.swift": "",
    "name-a-variable.swift": PKG.replace('name: "Recipes",\n', "name: packageName,\n", 1),
    "targets-not-a-list.swift": PKG.replace('targets: [.target(name: "Recipes")]', "targets: allTargets"),
    "product-unknown-target.swift": PKG.replace('targets: ["Recipes"]', 'targets: ["Cookbook"]'),
    "unclosed-paren.swift": PKG.rstrip()[:-1], "unclosed-string.swift": PKG.replace('name: "Recipes",\n', 'name: "Recipes,\n', 1),
    "invalid-utf8.swift": PKG.encode().replace(b"Recipes", b"Rec\xefpes", 1),
    "nested-10000.swift": PKG.replace('targets: [.target(name: "Recipes")]', 'targets: ' + "[" * 10000 + "]" * 10000),
    "target-path-leaving.swift": PKG.replace('.target(name: "Recipes")', '.target(name: "Recipes", path: "../../..")'),
    "nested-200.swift": PKG.replace('targets: [.target(name: "Recipes")]', 'targets: ' + "[" * 200 + "]" * 200),
    "brackets-deep-in-comment-and-string.swift": PKG.replace("let package", "// " + "(" * 300 + "\nlet s = \"" + "[" * 300 + "\"\nlet package").replace('name: "Recipes",\n', 'name: recipes,\n', 1),
}.items(): put(G, name, text)

# ---------------------------------------------------------------- lesson progress files (lesson import)
R = "progress"
for name, data in {
    "not-progress.txt": "hello world\n", "step-huge.txt": "lesson 01-first-launch step 99999999999999999999999\n", "invalid-utf8.txt": b"current 01-first-launch\n\xff\xfe\n",
    "json-instead.txt": '{"current": "01-first-launch"}\n', "unknown-standing.txt": "current 01-first-launch\nlesson 01-first-launch half-done\n",
    "step-negative.txt": "lesson 01-first-launch step -4\n", "step-words.txt": "lesson 01-first-launch step three\n",
    "binary.txt": bytes(range(256)), "nul-byte.txt": b"current 01-first\x00launch\n", "very-long-line.txt": "lesson " + "x" * 200000 + "\n",
}.items(): put(R, name, data)

def main():
    for kind in KINDS:
        shutil.rmtree(os.path.join(HERE, kind), ignore_errors=True)
        os.makedirs(os.path.join(HERE, kind))
    for (kind, name), data in sorted(files.items()):
        with open(os.path.join(HERE, kind, name), "wb") as f: f.write(data)
    print(f"{len(files)} files in {len(KINDS)} kinds")

main()
