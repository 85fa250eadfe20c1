# 班次的名称（$name，依设置所写），以 $key（小写）选词：默认的三班有中文名称，物业自定的班次照设置原文写出。
shift-name = { $key ->
    [day] 早班
    [swing] 中班
    [graveyard] 夜班
   *[other] { $name }
}
