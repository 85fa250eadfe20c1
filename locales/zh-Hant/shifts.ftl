# 班次的名稱（$name，依設定所寫），以 $key（小寫）選詞：預設的三班有中文名稱，物業自訂的班次照設定原文寫出。
shift-name = { $key ->
    [day] 早班
    [swing] 中班
    [graveyard] 夜班
   *[other] { $name }
}
