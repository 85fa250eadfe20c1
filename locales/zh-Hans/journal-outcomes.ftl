# 员工指令完成的事（pitpay-journal）：`pitpay staff …`、`pitpay keys --rotate` 及窗口的员工页面。

# 已登记成员；$role 是职位的 id（supervisor、manager、auditor、cashier）。
staff-outcome-enrolled = { $name }（{ $id }，{ $role ->
        [supervisor] 赌台主任
        [manager] 经理
        [auditor] 稽核员
       *[cashier] 出纳员
    }）已登记，其个人密钥为 { $fingerprint }
# $who 是名册所述的成员（journal-state-member）。
staff-outcome-disabled = { $who }已停用
staff-outcome-reset = { $who }已有新密码，以及新的个人密钥 { $fingerprint }
staff-outcome-rotated = 工作站密钥 { $key } 现取代密钥 { $old } 为此工作站签署，已由 { $who }授权记录在日志中；以任一密钥签署的派彩单都能通过验证
staff-outcome-rotated-unsigned = 工作站密钥 { $key } 现取代密钥 { $old } 为此工作站签署，已记录在日志中（员工名册是空的：没有经理签署）；以任一密钥签署的派彩单都能通过验证
# 完成的事，下一行是日志另外留下的注意事项（例如已创建密钥）。
staff-outcome-noted =
    { $done }
    { $note }
