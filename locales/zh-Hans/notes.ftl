# 派彩单、日志或恢复在所求之外留给执行者的注意与警告：每则一行，写在标准错误输出或窗口的状态栏。
note-cannot-remember = 警告：此工作站未能把这笔记录写进本机的记录文件（{ $log }：{ $why }），因此由较旧副本还原的日志在下一笔记录之前可能不会在此被察觉；请检查数据文件夹所在磁盘及权限
note-cannot-keep-gap = 警告：此工作站未能在自己的记忆中保存遗失的记录（{ $why }）：现在只有 `pitpay journal --recover` 会提示必须记录缺口
note-key-made = 注意：已在 { $file } 创建本安装的签署密钥（密钥 { $key }）：请连同数据文件夹一并备份（docs/operations.md）
note-mark-inside = 警告：此工作站只把它的标记（它写入或见过的最新日志记录）存放在数据文件夹 { $folder } 之内，因此从备份还原整个文件夹将不会被察觉，并可能再次发出相同的派彩单号码：请在 { $settings } 设置 `mark_folder`（或 PITPAY_MARK_DIR），指向数据文件夹以外的位置（docs/operations.md，〈What each podium keeps〉）
note-stale-removed = 注意：已移除 { $count } 个因执行中断而遗留的未完成派彩单文件
note-file-never-appeared = 注意：派彩单 { $number } 已记入日志，但其文件从未出现；请重新打印（在“记录”画面按“重印”，或执行 `pitpay reprint { $number }`）
note-issued-again = 警告：日志已有此局的派彩单 { $number }（{ $time } 由 { $by } 发出）；已按要求再次发出（--again）
note-cannot-sign-rebuilt = 注意：由派彩单文件重建的记录无法在此重新签署（{ $why }）；各工作站的记录文件仍然有效
note-passed-over = 注意：{ $file }：{ $why }；已略过
