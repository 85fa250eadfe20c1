; Pitpay's Windows installer, built by scripts/package-windows.sh with
; Debian's makensis (NSIS 3.08), which passes VERSION, STAGE (the staged files),
; SIZE_KB and OUTFILE.
;
; Installs for every user of the computer into Program Files\Pitpay: the program twice
; (pitpay.exe, the window program the Start menu opens; pitpay.com, the same program
; marked as a console program, which a console runs for `pitpay`), the example rounds
; and operator paytables, the documentation and the licences; a Start-menu folder with
; Pitpay and a Pitpay command prompt; an uninstaller registered with Windows ("Apps").
; The uninstaller removes exactly what was installed and never a user's data folder
; (%APPDATA%\pitpay: the journal, the signing key, the settings) nor the mark folder
; (%LOCALAPPDATA%\pitpay).
;
; Silent: `pitpay-VERSION-setup.exe /S` (and /D=FOLDER, last, for another folder);
; `uninstall.exe /S`.

Unicode true
; A 64-bit installer: makensis builds a 32-bit one otherwise, which wine64 does not run
; and which would see the 32-bit Program Files and registry.
Target amd64-unicode
SetCompressor /SOLID lzma

!ifndef VERSION | STAGE | OUTFILE | SIZE_KB
  !error "build this with scripts/package-windows.sh"
!endif
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Pitpay"

Name "Pitpay ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Pitpay"
RequestExecutionLevel admin
ShowInstDetails show
ShowUninstDetails show
BrandingText "Pitpay ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "Pitpay"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "Pitpay installer"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT License, the Pitpay authors"

Page license
Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles
LicenseData "${STAGE}\LICENSE.txt"

Function .onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Pitpay"
  SetOutPath "$INSTDIR"
  File "${STAGE}\pitpay.exe"
  File "${STAGE}\pitpay.com"
  File "${STAGE}\LICENSE.txt"
  File "${STAGE}\README.md"
  SetOutPath "$INSTDIR\examples"
  File "${STAGE}\examples\*.toml"
  SetOutPath "$INSTDIR\examples\paytables"
  File "${STAGE}\examples\paytables\*.toml"
  SetOutPath "$INSTDIR\examples\settings"
  File /nonfatal "${STAGE}\examples\settings\*.toml"
  SetOutPath "$INSTDIR\docs"
  File "${STAGE}\docs\*.md"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; The shortcuts start in the installation folder, where the example rounds are.
  SetOutPath "$INSTDIR"
  CreateDirectory "$SMPROGRAMS\Pitpay"
  CreateShortCut "$SMPROGRAMS\Pitpay\Pitpay.lnk" "$INSTDIR\pitpay.exe" "" "$INSTDIR\pitpay.exe" 0
  ; A console where `pitpay` is this installation's pitpay.com, without touching the
  ; computer's PATH (NSIS cannot edit a PATH longer than 1,024 characters safely).
  CreateShortCut "$SMPROGRAMS\Pitpay\Pitpay command prompt.lnk" "$SYSDIR\cmd.exe" \
    '/k set "PATH=$INSTDIR;%PATH%" && cd /d "%USERPROFILE%" && pitpay --version' \
    "$SYSDIR\cmd.exe" 0

  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Pitpay"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "The Pitpay authors"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\pitpay.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

Section "Uninstall"
  ; What the installer put there, by name or by its kind of file, and its folders only
  ; once empty: never a folder's whole contents (no RMDir /r), so that nothing else a
  ; user left in the installation folder goes with it.
  Delete "$INSTDIR\pitpay.exe"
  Delete "$INSTDIR\pitpay.com"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\examples\*.toml"
  Delete "$INSTDIR\examples\paytables\*.toml"
  RMDir "$INSTDIR\examples\paytables"
  Delete "$INSTDIR\examples\settings\*.toml"
  RMDir "$INSTDIR\examples\settings"
  RMDir "$INSTDIR\examples"
  Delete "$INSTDIR\docs\*.md"
  RMDir "$INSTDIR\docs"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Pitpay\Pitpay.lnk"
  Delete "$SMPROGRAMS\Pitpay\Pitpay command prompt.lnk"
  RMDir "$SMPROGRAMS\Pitpay"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  ; Each user's data folder (%APPDATA%\pitpay) and mark folder (%LOCALAPPDATA%\pitpay)
  ; stay: the journal, the signing key and the settings outlive the program, as a
  ; Debian removal leaves them.
SectionEnd
