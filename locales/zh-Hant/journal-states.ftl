# 日誌及員工名冊在其他句子中對其內容的描述（pitpay-journal）。

# 名冊所述的成員："Dana Reyes（S-1042，賭枱主任）"；$role 是職位的 id。
journal-state-member = { $name }（{ $id }，{ $role ->
        [supervisor] 賭枱主任
        [manager] 經理
        [auditor] 稽核員
       *[cashier] 出納員
    }）
