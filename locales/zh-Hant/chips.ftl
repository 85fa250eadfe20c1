# 籌碼的顏色，依籌碼架檔案所寫（$colour），以 $key（小寫、空格換成連字號）選詞；檔案自訂的顏色照原文寫出。
chip-colour = { $key ->
    [white] 白色
    [pink] 粉紅色
    [red] 紅色
    [blue] 藍色
    [green] 綠色
    [black] 黑色
    [purple] 紫色
    [orange] 橙色
    [yellow] 黃色
    [grey] 灰色
    [gray] 灰色
    [brown] 啡色
    [gold] 金色
    [half-dollar-coin] 半美元硬幣
    [coin] 硬幣
   *[other] { $colour }
}
