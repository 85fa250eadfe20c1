# 派彩單、日誌或復原在所求之外留給執行者的注意與警告：每則一行，寫在標準錯誤輸出或視窗的狀態列。
note-cannot-remember = 警告：此工作站未能把這筆紀錄寫進本機的記錄檔（{ $log }：{ $why }），因此由較舊副本還原的日誌在下一筆紀錄之前可能不會在此被察覺；請檢查資料夾所在磁碟及權限
note-cannot-keep-gap = 警告：此工作站未能在自己的記憶中保存遺失的紀錄（{ $why }）：現在只有 `pitpay journal --recover` 會提示必須記錄缺口
note-key-made = 注意：已在 { $file } 建立本安裝的簽署金鑰（金鑰 { $key }）：請連同資料夾一併備份（docs/operations.md）
note-mark-inside = 警告：此工作站只把它的標記（它寫入或見過的最新日誌紀錄）存放在資料夾 { $folder } 之內，因此從備份還原整個資料夾將不會被察覺，並可能再次發出相同的派彩單號碼：請在 { $settings } 設定 `mark_folder`（或 PITPAY_MARK_DIR），指向資料夾以外的位置（docs/operations.md，〈What each podium keeps〉）
note-stale-removed = 注意：已移除 { $count } 個因執行中斷而遺留的未完成派彩單檔案
note-file-never-appeared = 注意：派彩單 { $number } 已記入日誌，但其檔案從未出現；請重新列印（在「記錄」畫面按「重印」，或執行 `pitpay reprint { $number }`）
note-issued-again = 警告：日誌已有此局的派彩單 { $number }（{ $time } 由 { $by } 發出）；已依要求再次發出（--again）
note-cannot-sign-rebuilt = 注意：由派彩單檔案重建的紀錄無法在此重新簽署（{ $why }）；各工作站的記錄檔仍然有效
note-passed-over = 注意：{ $file }：{ $why }；已略過
