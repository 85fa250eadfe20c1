# Prints a PDF through the Windows print system, for Pitpay on Windows (its
# caller, src/print/windows.rs, runs it with Windows PowerShell 5.1 as -EncodedCommand).
#
# What to print comes in the environment, never in this text:
#   $env:PITPAY_PRINT_FILE     the PDF, a full path
#   $env:PITPAY_PRINT_PRINTER  the printer's name; empty: the computer's default printer
#   $env:PITPAY_PRINT_COPIES   copies, 1 to 99
#   $env:PITPAY_PRINT_PAPER    A4, Letter, or empty: the printer's own paper
#   $env:PITPAY_PRINT_TITLE    the job's name in the printer's queue
# Exit status: 0 printed (the printer and the pages, on standard output); 10 no default
# printer; 11 no such printer; 12 Windows cannot render a PDF; 1 anything else, the
# reason on standard error.
#
# Each page is rendered by Windows' own PDF renderer (Windows.Data.Pdf) at 300 dots per
# inch and drawn on the printer's page by System.Drawing's PrintDocument, so no PDF
# viewer is needed or started.
$ErrorActionPreference = 'Stop'
try {
  Add-Type -AssemblyName System.Drawing
  $settings = New-Object System.Drawing.Printing.PrinterSettings
  if ($env:PITPAY_PRINT_PRINTER) {
    $settings.PrinterName = $env:PITPAY_PRINT_PRINTER
    if (-not $settings.IsValid) { exit 11 }
  } elseif (-not $settings.IsValid -or -not $settings.PrinterName) {
    exit 10
  }

  try {
    Add-Type -AssemblyName System.Runtime.WindowsRuntime
    $null = [Windows.Storage.StorageFile, Windows.Storage, ContentType = WindowsRuntime]
    $null = [Windows.Data.Pdf.PdfDocument, Windows.Data.Pdf, ContentType = WindowsRuntime]
    $null = [Windows.Storage.Streams.InMemoryRandomAccessStream, Windows.Storage.Streams, ContentType = WindowsRuntime]
  } catch {
    exit 12
  }
  # Windows' PDF calls are asynchronous: each is waited for as a .NET task.
  $asTask = [System.WindowsRuntimeSystemExtensions].GetMethods() |
    Where-Object { $_.Name -eq 'AsTask' -and $_.GetParameters().Count -eq 1 }
  $forOperation = $asTask | Where-Object {
    $_.GetParameters()[0].ParameterType.Name -eq 'IAsyncOperation`1' } | Select-Object -First 1
  $forAction = $asTask | Where-Object {
    $_.GetParameters()[0].ParameterType.Name -eq 'IAsyncAction' } | Select-Object -First 1
  function Wait-Result($operation, [Type]$type) {
    $task = $forOperation.MakeGenericMethod($type).Invoke($null, @($operation))
    $null = $task.Wait(-1)
    $task.Result
  }
  function Wait-Done($action) {
    $null = $forAction.Invoke($null, @($action)).Wait(-1)
  }

  $file = Wait-Result ([Windows.Storage.StorageFile]::GetFileFromPathAsync($env:PITPAY_PRINT_FILE)) ([Windows.Storage.StorageFile])
  $pdf = Wait-Result ([Windows.Data.Pdf.PdfDocument]::LoadFromFileAsync($file)) ([Windows.Data.Pdf.PdfDocument])
  $pages = New-Object System.Collections.Generic.List[System.Drawing.Image]
  $landscape = $false
  for ($i = 0; $i -lt $pdf.PageCount; $i++) {
    $page = $pdf.GetPage($i)
    if ($i -eq 0) { $landscape = $page.Size.Width -gt $page.Size.Height }
    $options = New-Object Windows.Data.Pdf.PdfPageRenderOptions
    # The page's size is in 1/96 inch.
    $options.DestinationWidth = [uint32]($page.Size.Width * 300 / 96)
    $options.DestinationHeight = [uint32]($page.Size.Height * 300 / 96)
    $stream = New-Object Windows.Storage.Streams.InMemoryRandomAccessStream
    Wait-Done ($page.RenderToStreamAsync($stream, $options))
    $stream.Seek(0)
    $pages.Add([System.Drawing.Image]::FromStream([System.IO.WindowsRuntimeStreamExtensions]::AsStreamForRead($stream)))
    $page.Dispose()
  }

  $document = New-Object System.Drawing.Printing.PrintDocument
  $document.PrinterSettings = $settings
  $document.DocumentName = $env:PITPAY_PRINT_TITLE
  $document.PrinterSettings.Copies = [int16]$env:PITPAY_PRINT_COPIES
  $document.DefaultPageSettings.Landscape = $landscape
  if ($env:PITPAY_PRINT_PAPER) {
    $size = $settings.PaperSizes |
      Where-Object { $_.Kind.ToString() -eq $env:PITPAY_PRINT_PAPER } | Select-Object -First 1
    if ($size) { $document.DefaultPageSettings.PaperSize = $size }
  }
  # No "Printing…" dialog: the job goes straight to the spooler.
  $document.PrintController = New-Object System.Drawing.Printing.StandardPrintController
  $script:next = 0
  $document.add_PrintPage({
    param($source, $printing)
    # The page is drawn whole, from the paper's corner (the origin is the printable
    # area's corner, the hard margins in from it).
    $bounds = $printing.PageBounds
    $margins = $printing.PageSettings
    $printing.Graphics.DrawImage($pages[$script:next], - $margins.HardMarginX, - $margins.HardMarginY, $bounds.Width, $bounds.Height)
    $script:next++
    $printing.HasMorePages = $script:next -lt $pages.Count
  })
  $document.Print()
  $count = $pages.Count
  # What Pitpay shows after "sent to the printer: ".
  Write-Output "$($settings.PrinterName) ($count page$(if ($count -ne 1) { 's' }))"
  exit 0
} catch {
  [Console]::Error.WriteLine($_.Exception.Message)
  exit 1
}
