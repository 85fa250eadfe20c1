# 筹码的颜色，依筹码架文件所写（$colour），以 $key（小写、空格换成连字号）选词；文件自定的颜色照原文写出。
chip-colour = { $key ->
    [white] 白色
    [pink] 粉红色
    [red] 红色
    [blue] 蓝色
    [green] 绿色
    [black] 黑色
    [purple] 紫色
    [orange] 橙色
    [yellow] 黄色
    [grey] 灰色
    [gray] 灰色
    [brown] 棕色
    [gold] 金色
    [half-dollar-coin] 半美元硬币
    [coin] 硬币
   *[other] { $colour }
}
