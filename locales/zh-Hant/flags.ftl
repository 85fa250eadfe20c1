# 管轄區檔案就一注贏錢標示的稅務及批准標記，以及無法核對時的通知。$measure、$holds、$convention 選詞；金額已寫好傳入。
flag-w2g = W-2G 表格（{ $year } 年數字）：{ $measure ->
    [received] 贏得款項
   *[reduced] 扣除注碼後的贏得款項
} { $measured } 不少於 { $threshold }，且不少於注碼 { $stake } 的 { $times } 倍
flag-withholding = 聯邦預扣稅 { $rate }%（{ $year } 年數字）：扣除注碼後的贏得款項 { $proceeds } 超過 { $threshold }，且不少於注碼 { $stake } 的 { $times } 倍
flag-approval = 須賭枱主任批准（場館門檻）：{ $reasons }
flag-approval-amount = 派彩 { $payout } 不少於 { $limit }
flag-approval-odds = 注碼 { $stake } 的{ $measure ->
    [return] 總回報（含本金）
   *[winnings] 贏額
} { $compared } 達到 { $odds } 或以上
flag-approval-both = { $amount }；以及{ $odds }
flag-notice-other-currency = { $name }（{ $id }）以 { $currency } 計算，而此局以 { $round } 計算：未核對稅務標記
flag-notice-no-figures = { $name }（{ $id }）沒有 { $year } 年的 W-2G 或預扣稅數字（{ $holds ->
    [none] 檔案未載任何年份
   *[years] 檔案載有 { $first } 至 { $last } 年
}）：未核對這些標記；請把該年公布的數字加入管轄區檔案
