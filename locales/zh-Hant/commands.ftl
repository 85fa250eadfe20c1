cmd-print-sent = { $file } 已送往印表機：{ $request }
cmd-print-failed = { $file } 未能列印：{ $why }
cmd-print-written-not-printed = { $file } 已寫入，但未能列印：{ $why }；請以 `pitpay print { $file }` 列印
cmd-open-no-display = 沒有可開啟 Pitpay 視窗的顯示器（未設定 DISPLAY）
cmd-open-use-the-command-line = 沒有視窗亦可使用命令列：pitpay settle ROUND.toml、pitpay --help
cmd-open-failed = Pitpay 視窗無法開啟：{ $why }
cmd-open-x-silent = X 伺服器沒有回應
cmd-open-x-only = 此版本只支援 X 伺服器
cmd-open-x-unusable = 顯示器 { $display }（DISPLAY）無法使用：{ $why }。該處是否有 X 伺服器運行？此使用者可否開啟？
cmd-open-wayland-unusable = Wayland 顯示器 { $display }（WAYLAND_DISPLAY）無法使用：{ $why }。請改為將 DISPLAY 設為 X 伺服器（XWayland）。
cmd-open-no-display-usable = 沒有可用的顯示器：{ $why }
cmd-jackpots-none = 日誌中沒有累積大獎派彩
cmd-jackpots-when = { $time }（博彩日 { $day }）
cmd-jackpots-no-table = 未記枱號
cmd-jackpots-award-head = 派彩單 { $slip } · { $when } · { $table }{ $void ->
        [yes] {" · 已作廢"}
       *[no] {""}
    } · 座位 { $seat } · { $tier }（{ $paytable }）
cmd-jackpots-meter = 派彩 { $award } · 累積獎金：之前 { $before }，之後 { $after }
cmd-jackpots-meter-reseed = 派彩 { $award } · 累積獎金：之前 { $before }，之後 { $after }，重設底金為 { $reseed }
cmd-jackpots-signed = 賭枱主任 { $supervisor }（{ $supervisor_id }）
cmd-jackpots-signed-witness = 賭枱主任 { $supervisor }（{ $supervisor_id }）· 見證人 { $witness }（{ $witness_id }）
cmd-keys-made = 已建立本機的簽署金鑰（金鑰 { $fingerprint }）：請備份資料資料夾（docs/operations.md）
cmd-keys-registered = 工作站「{ $station }」（金鑰 { $fingerprint }）{ $new ->
        [yes] 現已登記於
       *[no] 早已登記於
    } { $journal } 的共用日誌
