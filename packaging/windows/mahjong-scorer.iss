; Inno Setup script: a Windows installer for the one-folder build.
;
;   python packaging\build.py
;   iscc /DAppVersion=0.1.0 packaging\windows\mahjong-scorer.iss
;
; Takes dist\mahjong-scorer\ (relative paths here are relative to this file) and writes
; dist\mahjong-scorer-<version>-windows-setup.exe. Installs per machine into
; Program Files, or per user when the user chooses so (no administrator rights needed),
; with a Start menu entry, an optional desktop icon and an uninstaller.
; Needs Inno Setup 6.3 or later (x64compatible).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Mahjong Scorer"
#define AppExeName "mahjong-scorer.exe"
#define BundleDir "..\..\dist\mahjong-scorer"

[Setup]
AppId={{809B84C0-14F4-4280-B720-5FEEB4800802}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Mahjong Scorer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=mahjong-scorer-{#AppVersion}-windows-setup
SetupIconFile=mahjong-scorer.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
