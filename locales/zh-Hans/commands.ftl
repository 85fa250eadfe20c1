cmd-print-sent = { $file } 已发送到打印机：{ $request }
cmd-print-failed = { $file } 未能打印：{ $why }
cmd-print-written-not-printed = { $file } 已写入，但未能打印：{ $why }；请用 `pitpay print { $file }` 打印
cmd-open-no-display = 没有可打开 Pitpay 窗口的显示器（未设置 DISPLAY）
cmd-open-use-the-command-line = 没有窗口也可使用命令行：pitpay settle ROUND.toml、pitpay --help
cmd-open-failed = Pitpay 窗口无法打开：{ $why }
cmd-open-x-silent = X 服务器没有响应
cmd-open-x-only = 此版本只支持 X 服务器
cmd-open-x-unusable = 显示器 { $display }（DISPLAY）无法使用：{ $why }。该处是否有 X 服务器在运行？此用户能否打开？
cmd-open-wayland-unusable = Wayland 显示器 { $display }（WAYLAND_DISPLAY）无法使用：{ $why }。请改为将 DISPLAY 设为 X 服务器（XWayland）。
cmd-open-no-display-usable = 没有可用的显示器：{ $why }
cmd-jackpots-none = 日志中没有累积大奖派彩
cmd-jackpots-when = { $time }（博彩日 { $day }）
cmd-jackpots-no-table = 未记桌号
cmd-jackpots-award-head = 派彩单 { $slip } · { $when } · { $table }{ $void ->
        [yes] {" · 已作废"}
       *[no] {""}
    } · 座位 { $seat } · { $tier }（{ $paytable }）
cmd-jackpots-meter = 派彩 { $award } · 累积奖金：之前 { $before }，之后 { $after }
cmd-jackpots-meter-reseed = 派彩 { $award } · 累积奖金：之前 { $before }，之后 { $after }，重设底金为 { $reseed }
cmd-jackpots-signed = 赌台主任 { $supervisor }（{ $supervisor_id }）
cmd-jackpots-signed-witness = 赌台主任 { $supervisor }（{ $supervisor_id }）· 见证人 { $witness }（{ $witness_id }）
cmd-keys-made = 已创建本机的签署密钥（密钥 { $fingerprint }）：请备份数据文件夹（docs/operations.md）
cmd-keys-registered = 工作站“{ $station }”（密钥 { $fingerprint }）{ $new ->
        [yes] 现已登记于
       *[no] 早已登记于
    } { $journal } 的共享日志
