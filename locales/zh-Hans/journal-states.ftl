# 日志及员工名册在其他句子中对其内容的描述（pitpay-journal）。

# 名册所述的成员："Dana Reyes（S-1042，赌台主任）"；$role 是职位的 id。
journal-state-member = { $name }（{ $id }，{ $role ->
        [supervisor] 赌台主任
        [manager] 经理
        [auditor] 稽核员
       *[cashier] 出纳员
    }）
