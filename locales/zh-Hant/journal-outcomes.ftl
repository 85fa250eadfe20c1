# 員工指令完成的事（pitpay-journal）：`pitpay staff …`、`pitpay keys --rotate` 及視窗的員工畫面。

# 已登記成員；$role 是職位的 id（supervisor、manager、auditor、cashier）。
staff-outcome-enrolled = { $name }（{ $id }，{ $role ->
        [supervisor] 賭枱主任
        [manager] 經理
        [auditor] 稽核員
       *[cashier] 出納員
    }）已登記，其個人密鑰為 { $fingerprint }
# $who 是名冊所述的成員（journal-state-member）。
staff-outcome-disabled = { $who }已停用
staff-outcome-reset = { $who }已有新密碼，以及新的個人密鑰 { $fingerprint }
staff-outcome-rotated = 工作站密鑰 { $key } 現取代密鑰 { $old } 為此工作站簽署，已由 { $who }授權記錄在日誌中；以任一密鑰簽署的派彩單都能通過驗證
staff-outcome-rotated-unsigned = 工作站密鑰 { $key } 現取代密鑰 { $old } 為此工作站簽署，已記錄在日誌中（員工名冊是空的：沒有經理簽署）；以任一密鑰簽署的派彩單都能通過驗證
# 完成的事，下一行是日誌另外留下的注意事項（例如已建立密鑰）。
staff-outcome-noted =
    { $done }
    { $note }
