# 員工畫面（Ctrl+I）：登入及員工名冊。

staff-screen-title = 員工
staff-screen-refresh = 重新整理
# 登入者："Dana Reyes（S-1，賭枱主任）"。
staff-screen-who = { $name }（{ $id }，{ $role }）
staff-screen-role-name = { $role ->
    [supervisor] 賭枱主任
    [manager] 經理
    [auditor] 稽核員
   *[cashier] 出納員
}
staff-screen-signed-in = 已登入：{ $who }。{ $may } 閒置 { $minutes } 分鐘後，Pitpay 會自動將你登出。
staff-screen-signed-in-said = 已登入：{ $who }。按 Enter 返回牌局。
staff-screen-signed-out = { $who } 已登出。按 Ctrl+I 登入。
staff-screen-back = 返回牌局 (Ctrl+R)
staff-screen-sign-out = 登出 (Ctrl+Shift+L)
staff-screen-sign-in = 登入
staff-screen-sign-in-how = 當班登入：輸入你的編號和密碼（之後你開的派彩單都以你的名義簽核）。
staff-screen-id = 編號
staff-screen-pin = 密碼
staff-screen-name = 姓名
staff-screen-role = 職位
staff-screen-new-pin = 密碼（6 位或以上）
staff-screen-their-pin = 其密碼
staff-screen-pin-twice = 再輸入密碼
staff-screen-reset-pin-field = 新密碼（重設）
staff-screen-reset-pin-again = 再輸入新密碼
staff-screen-enroll = 登記
staff-screen-add = 加入
staff-screen-reset = 重設密碼
staff-screen-disable = 停用
staff-screen-reading = 正在讀取名冊…
staff-screen-empty = 員工名冊是空的：派彩單會註明「賭枱主任未登記」。請在下面登記第一位經理。
staff-screen-disabled = 已停用 { $at }
staff-screen-active = 有效
staff-screen-key = 金鑰 { $fingerprint }
staff-screen-enroll-first = 登記第一位經理（之後由其登入再登記其他人）；密碼輸入兩次：
staff-screen-manager-only = 只有已登入的經理才能更改名冊。
staff-screen-add-how = 加入成員（職位：賭枱主任、經理或稽核員；其密碼輸入兩次）：
staff-screen-change-how = 停用成員，或重設其密碼（新密碼輸入兩次，會給予新的金鑰）：
staff-screen-may-supervisor = 你可開派彩單及重印，每張都以你的名義簽署。作廢須由經理進行：經理在記錄畫面的「以…身份」欄輸入其編號和密碼（或登入）。
staff-screen-may-manager = 你可開派彩單、重印及作廢，每張都以你的名義簽署，亦可更改下面的員工名冊。
staff-screen-may-auditor = 你可查閱記錄，並在累積大獎派彩單的見證人欄簽名。開單、重印及作廢須由賭枱主任或經理進行。
staff-screen-may-cashier = 你在賬房付派彩單（賬房畫面），並覆核另一名出納員的付款。其他事項不須你簽署。
staff-screen-pins-differ = 兩次輸入的密碼不同：沒有任何更改。請再輸入新密碼兩次。
staff-screen-type-id = 登入：請先輸入你的編號，再輸入密碼。
staff-screen-pin-again = { $why }。請再輸入密碼。
staff-screen-bad-role = 職位「{ $role }」：請寫 supervisor（賭枱主任）、manager（經理）、auditor（稽核員）或 cashier（出納員）
staff-screen-no-manager = 只有已登入的經理才能更改名冊：請先登入
