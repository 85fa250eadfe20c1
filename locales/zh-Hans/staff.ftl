# 员工页面（Ctrl+I）：登录及员工名册。

staff-screen-title = 员工
staff-screen-refresh = 刷新
# 登录者："Dana Reyes（S-1，赌台主任）"。
staff-screen-who = { $name }（{ $id }，{ $role }）
staff-screen-role-name = { $role ->
    [supervisor] 赌台主任
    [manager] 经理
    [auditor] 稽核员
   *[cashier] 出纳员
}
staff-screen-signed-in = 已登录：{ $who }。{ $may } 闲置 { $minutes } 分钟后，Pitpay 会自动将你退出登录。
staff-screen-signed-in-said = 已登录：{ $who }。按 Enter 返回牌局。
staff-screen-signed-out = { $who } 已退出登录。按 Ctrl+I 登录。
staff-screen-back = 返回牌局 (Ctrl+R)
staff-screen-sign-out = 退出登录 (Ctrl+Shift+L)
staff-screen-sign-in = 登录
staff-screen-sign-in-how = 当班登录：输入你的编号和密码（之后你开的派彩单都以你的名义签核）。
staff-screen-id = 编号
staff-screen-pin = 密码
staff-screen-name = 姓名
staff-screen-role = 职位
staff-screen-new-pin = 密码（6 位或以上）
staff-screen-their-pin = 其密码
staff-screen-pin-twice = 再输入密码
staff-screen-reset-pin-field = 新密码（重设）
staff-screen-reset-pin-again = 再输入新密码
staff-screen-enroll = 登记
staff-screen-add = 加入
staff-screen-reset = 重设密码
staff-screen-disable = 停用
staff-screen-reading = 正在读取名册…
staff-screen-empty = 员工名册是空的：派彩单会注明「赌台主任未登记」。请在下面登记第一位经理。
staff-screen-disabled = 已停用 { $at }
staff-screen-active = 有效
staff-screen-key = 密钥 { $fingerprint }
staff-screen-enroll-first = 登记第一位经理（之后由其登录再登记其他人）；密码输入两次：
staff-screen-manager-only = 只有已登录的经理才能更改名册。
staff-screen-add-how = 加入成员（职位：赌台主任、经理或稽核员；其密码输入两次）：
staff-screen-change-how = 停用成员，或重设其密码（新密码输入两次，会给予新的密钥）：
staff-screen-may-supervisor = 你可开派彩单及重印，每张都以你的名义签署。作废须由经理进行：经理在记录页面的「以…身份」栏输入其编号和密码（或登录）。
staff-screen-may-manager = 你可开派彩单、重印及作废，每张都以你的名义签署，亦可更改下面的员工名册。
staff-screen-may-auditor = 你可查询记录，并在累积大奖派彩单的见证人栏签名。开单、重印及作废须由赌台主任或经理进行。
staff-screen-may-cashier = 你在账房付派彩单（账房页面），并覆核另一名出纳员的付款。其他事项不须你签署。
staff-screen-pins-differ = 两次输入的密码不同：没有任何更改。请再输入新密码两次。
staff-screen-type-id = 登录：请先输入你的编号，再输入密码。
staff-screen-pin-again = { $why }。请再输入密码。
staff-screen-bad-role = 职位「{ $role }」：请写 supervisor（赌台主任）、manager（经理）、auditor（稽核员）或 cashier（出纳员）
staff-screen-no-manager = 只有已登录的经理才能更改名册：请先登录
