# 派彩单日志、员工名册、工作站密钥及输出文件的拒绝信息（pitpay-journal）。

## 日志

journal-error-folder = 派彩单日志：{ $folder }：无法建立数据文件夹：{ $why }
journal-error-database = 派彩单日志：{ $why }
journal-error-no-slip = 派彩单日志：没有编号 { $number } 的派彩单
journal-error-already-void = 派彩单日志：派彩单 { $number } 已作废
journal-error-already-paid = 派彩单 { $number } 已在账房派彩（{ $paid }）：{ $refused ->
        [void] 已派彩的派彩单不能作废
       *[twice] 不会重复派彩
    }
journal-error-paid-at-table = 派彩单 { $number } 在赌台派彩，不在账房：其金额从赌台的筹码架支出，所以账房不会派彩
journal-error-void-not-paid = 派彩单 { $number } 已作废：不会派彩
journal-error-needs-key = 派彩单日志：{ $path }：由旧版 Pitpay 建立；要把其记录串连起来，需要本机的签署密钥：{ $why }
journal-error-needs-key-none = 派彩单日志：{ $path }：由旧版 Pitpay 建立；要把其记录串连起来，需要本机的签署密钥：本机没有签署密钥
journal-error-newer-schema = 派彩单日志：{ $at }：结构版本 { $version } 比这个 Pitpay 所认识的（{ $known }）更新；请使用较新版本的 Pitpay
journal-error-server = 派彩单日志：位于 { $at } 的共享日志：{ $why }
journal-error-uncertain = 派彩单日志：记录派彩单 { $slip } 时与 { $at } 的共享日志的连接中断，无法向服务器确认是否已记录：连接恢复后，如已记录，`pitpay journal` 会把派彩单 { $slip } 列为文件遗失（用 `pitpay reprint { $slip }` 打印）；如没有列出，请重新开出派彩单
journal-error-not-registered = 派彩单日志：此工作站（“{ $station }”，密钥 { $fingerprint }）未在 { $at } 的共享日志登记：其密钥须在那里登记一次，让每个工作站都能核对其派彩单
journal-error-not-shared = 派彩单日志：本机使用自己的日志；登记工作站密钥、记录场内时钟及采用数据库，只适用于场内各工作站共用的日志（{ $file } 中的 `journal` 设置，docs/shared-journal.md）
journal-error-key-missing = 此工作站的签署密钥（{ $path }）不见了，但日志中有此工作站以密钥 { $fingerprint } 签署的记录：没有写入任何内容。请从备份还原密钥文件（docs/who-signs.md，“What to back up”），或由经理更换密钥；新密钥会记录在日志中，新旧派彩单都能通过验证
journal-error-key-changed = 此工作站的签署密钥（{ $path }，密钥 { $have }）不是日志为此工作站记录的密钥（密钥 { $expected }）：它已被更换或从别处复制，没有写入任何内容。请从备份放回此工作站自己的密钥文件（docs/who-signs.md，“What to back up”），或由经理把此密钥设为此工作站的密钥
journal-error-behind = 日志（{ $at }）在第 { $end } 项结束，但缺少{ $what }：日志是从较旧的副本还原，或最新的记录被删去。没有写入任何内容。请恢复日志，找回遗失的记录（docs/operations.md，“Restoring and recovering”）
journal-error-diverged = 日志（{ $at }）第 { $seq } 项的记录，与{ $what }不同：日志是从较旧的副本还原或被删减，之后又继续写入。没有写入任何内容。请恢复日志，找回遗失的记录（docs/operations.md，“Restoring and recovering”）
journal-error-gap-open = 日志（{ $at }）遗失了{ $lost }（于 { $found } 恢复时发现），且无法找回：在经理记录这段缺口，或从派彩单文件及各工作站的记录找回这些记录之前，日志不接受任何派彩单（docs/operations.md，“Restoring and recovering”）。没有写入任何内容
journal-error-replaced = 位于 { $at } 的共享日志不是这个工作站写入过的那一个：{ $what }。所有工作站都会停止，直至 IT 从各工作站的记录把它恢复（docs/operations.md，“Restoring and recovering”），或如属有意搬迁，由经理采用它。没有写入任何内容
journal-error-promoted = 位于 { $at } 的共享日志自上次写入后，已由异步备用服务器提升为主服务器（其服务器时间线原为 { $was }，现为 { $now }）：最新的记录可能已遗失，现在开出的派彩单可能会用上它们的编号。所有工作站都会停止，直至 IT 用 `pitpay journal --recover`，凭派彩单文件及各工作站的记录把它们找回（docs/shared-journal.md，“High availability”）。没有写入任何内容
journal-error-other-kind-shared = 日志 { $at } 是场内各工作站共用的日志：本机自己的日志不能放在那里
journal-error-other-kind-own = 日志 { $at } 是另一台电脑自己的日志：工作站共用的日志必须以共享日志建立（在 settings.toml 把 `journal` 指向一个新文件，或指向场内的 PostgreSQL 日志：docs/shared-journal.md）
journal-error-station-taken = 工作站“{ $station }”已由另一个工作站（{ $registered }）在 { $at } 的共享日志登记，而这个工作站从未以此名称写入：请在 { $file } 用 `station = "..."` 为这个工作站另取名称。如这个工作站就是该工作站而遗失了密钥文件，请从备份还原该文件（docs/operations.md）
journal-error-station-look-alike = 工作站“{ $station }”看来与工作站“{ $existing }”相同，后者已由另一个工作站（{ $registered }）在 { $at } 的共享日志登记，而这个工作站从未以此名称写入：请在 { $file } 用 `station = "..."` 为这个工作站另取名称。如这个工作站就是该工作站而遗失了密钥文件，请从备份还原该文件（docs/operations.md）
journal-error-not-a-file = 派彩单日志：{ $path } 是{ $what ->
        [folder] 文件夹
       *[other] 设备或管道
    }，不是日志文件：没有开启或更改任何内容。请指定一个日志文件（如不存在会自动建立）
journal-error-backup-over-live = { $path }：不能把日志备份到这里：这就是使用中的日志本身（或其文件之一）；备份是另外存放的副本，不会覆写日志；请另选名称
journal-error-backup = { $path }：不能把日志备份到这里：{ $why }
journal-error-backup-on-server = 位于 { $at } 的共享日志须用 PostgreSQL 本身的工具备份，而不是由 Pitpay 备份：pg_dump -Fc -h HOST -U USER DATABASE > pitpay.dump（docs/operations.md，“Backing up”）
journal-error-unrecorded = 无法记录一次错误密码（{ $why }），所以不会核对任何密码：每次核对都计入锁定次数
journal-error-altered = 日志在写入后被更改：{ $broken }。没有执行任何操作；核对日志会列出不符之处
journal-error-not-written = 派彩单日志：数据库没有写入任何内容，也没有说明原因：没有记录任何内容
journal-error-register-damaged = 日志中的员工名册不完整：{ $broken }；核对日志可得知详情，在修复前任何人都不能签核
journal-error-bad-entry = 派彩单日志：第 { $seq } 项记录无法读取：{ $why }

## 工作站的签署密钥

journal-error-key-unreadable = { $path }：{ $why }
journal-error-key-damaged = { $path }：签署密钥文件已损坏（应有 64 个十六进制数字）；从备份还原前，本机无法签署或核对自己的派彩单
journal-error-key-no-folder = { $folder }：无法建立数据文件夹：{ $why }
journal-error-key-no-randomness = 无法取得建立新密钥所需的随机数：{ $why }
journal-error-key-unwritable = { $path }：无法写入签署密钥：{ $why }
journal-error-key-vanished = { $path }：签署密钥在建立期间消失了
journal-error-key-none = 本机还没有签署密钥（{ $path } 不存在）：开出第一张派彩单时会建立一个并作出通知，或用 `pitpay keys --new` 立即建立
journal-error-key-exists = 本机已有签署密钥（密钥 { $fingerprint }，在 { $path }）：没有写入任何内容
journal-error-key-none-to-check = { $path }：日志的记录已签署，但本机没有签署密钥可以核对

## 输出文件（接在其路径之后）

journal-error-output-folder = 是文件夹；请提供文件名称，例如 { $suggestion }
journal-error-output-not-regular = 不是普通文件（是设备、管道或套接字）；请写入普通文件
journal-error-output-is-input = 是此指令读取的{ $what ->
        [round] 牌局文件
       *[other] { $what }
    }；请写入另一个文件
journal-error-output-exists = 文件已存在；请另选名称
journal-error-output-no-folder = 不能写入这里：文件夹 { $folder } 不存在
journal-error-output-unwritable = 不能写入这里：{ $folder }：{ $why }

## 某项操作需要谁

journal-error-needs-sign = 签核派彩单需要赌台主任或经理
journal-error-needs-reprint = 重印派彩单需要赌台主任或经理
journal-error-needs-void = 作废派彩单需要经理
journal-error-needs-witness = 见证人必须是已登记的员工
journal-error-needs-manage = 更改员工名册或工作站密钥需要经理
journal-error-needs-sign-in = 登入需要已登记的员工
journal-error-needs-pay = 在账房派彩需要出纳员或经理
journal-error-needs-verify-payment = 在账房覆核派彩需要另一名出纳员或经理
journal-error-needs-approve-payment = 派彩的经理签名需要经理

## 员工名册

journal-error-staff-no-id = 员工名册已有成员，而{ $needs }：请提供员工编号及密码
journal-error-staff-unknown = { $id } 不在员工名册中（`pitpay staff list` 会列出名册）
journal-error-staff-disabled = { $id } 已于 { $time } 停用，不能进行操作
journal-error-staff-not-allowed = { $who } 不能进行此操作：{ $needs }
journal-error-staff-wrong-pin = { $id } 的密码错误
journal-error-staff-locked = { $id } 在 15 分钟内输入了五次错误密码，已被锁定至 { $until }；请届时再试，或请经理协助
journal-error-staff-bad-pin = 密码{ $why }
journal-error-staff-pin-not-read = 无法从终端读取 { $whose } 的密码：{ $why }
journal-error-staff-no-pin-given = 没有提供 { $whose } 的密码
journal-error-staff-no-pin-line = 标准输入中没有 { $whose } 的密码（每行一个密码：先是操作员工的，然后是见证人的，再然后是新成员的）
journal-error-staff-pin-line-too-long = 标准输入中作为 { $whose } 密码的一行超过 { $max } 字节：密码只是短短一行
journal-error-staff-pin-not-text = 标准输入中作为 { $whose } 密码的一行不是文字（UTF-8）
journal-error-staff-pin-not-read-from-input = 无法从标准输入读取 { $whose } 的密码：{ $why }
journal-error-staff-witness-is-signer = 见证人（{ $id }）就是签核人：见证人必须是另一名成员
journal-error-staff-name-mismatch = “{ $given }”与名册上 { $id } 的姓名（“{ $registered }”）不符；请省略，系统会使用名册上的姓名
journal-error-staff-refused = 员工名册：此项更改{ $why }
journal-error-staff-damaged = 名册上 { $id } 的凭证已损坏（{ $why }）；经理可重设其密码

## 名册拒绝的更改（接在“此项更改”之后）

journal-error-change-format = 是格式 { $format } 的员工更改
journal-error-change-no-id = 没有写明员工编号（或编号前后有空格）
journal-error-change-bad-id = 的员工编号{ $why }
journal-error-change-no-name = 没有写明成员姓名
journal-error-change-bad-name = 的姓名{ $why }
journal-error-change-not-signed-by = 没有由其所称的作出者 { $who } 签署
journal-error-change-first-not-manager = 是名册的第一项更改，但不是经理自行登记：第一名成员必须是经理
journal-error-change-by-unknown = 由 { $who } 作出，但此人不在名册中
journal-error-change-by-not-manager = 由 { $who } 作出，但此人不是在职经理
journal-error-change-id-taken = 登记 { $id }，但名册已有 { $holder }（员工编号不会重用）
journal-error-change-no-credential = 登记的成员没有凭证
journal-error-change-no-new-credential = 重设密码但没有新凭证
journal-error-change-last-manager = 停用最后一名在职经理 { $who }：之后便没有人能更改名册
journal-error-change-unknown = 更改 { $who }，但此人不在名册中
journal-error-change-disabled = 更改已停用的 { $who }
journal-error-change-bad-public-key = 包含无法读取的公钥
journal-error-change-id-begins-another = 登记 { $id }，但 { $other } 已登记，而两个编号中一个是另一个的开头：编号不可以是另一个编号的开头，这样输入编号后便能立即认出，之后输入的密码也不会出现在编号栏中
journal-error-change-first-role = 把 { $id } 登记为{ $role ->
        [supervisor] 赌台主任
        [auditor] 稽核员
        [cashier] 出纳员
       *[manager] 经理
    }，但名册是空的，第一名成员必须是经理，再由其登记其他人
journal-error-change-first-by-another = 由 { $who } 作出，但名册是空的：第一名成员（经理）须自行登记

## 派彩单上的签核人为何不成立（接在其职位及编号之后）

journal-error-vouch-not-enrolled = 不在员工名册中
journal-error-vouch-not-yet-enrolled = 在派彩单开出时尚未登记
journal-error-vouch-disabled = 在派彩单开出前已停用（{ $time }）
journal-error-vouch-other-key = 所用的密钥在派彩单开出时并不是员工名册中其本人的密钥
journal-error-vouch-could-not-sign = 在员工名册中是 { $who }，不能以“{ $name }”的名义签核
journal-error-vouch-not-their-signature = 没有用自己的密钥签署此记录：文件已被更改
journal-error-vouch-unsigned = 没有用自己的密钥签署，但派彩单开出时员工名册已有成员

## 凭证（接在“已损坏”之后）；密码（接在“密码”之后）

journal-error-credential-hash-unread = 其密码哈希无法读取
journal-error-credential-not-argon2id = 其密码哈希不是 Argon2id 哈希
journal-error-credential-sealed-unread = 其密封的密钥无法读取
journal-error-credential-hash = 无法计算密码哈希：{ $why }
journal-error-credential-does-not-open = 其密封的密钥无法以其密码开启
journal-error-credential-not-a-key = 其密封的内容不是密钥
journal-error-credential-other-key = 其密封的密钥与其所称的公钥不符
journal-error-pin-empty = 是空的
journal-error-pin-short = 只有 { $length } 个字符；密码至少要有 { $min } 个字符
journal-error-pin-long = 有 { $length } 个字符；密码最多只可有 { $max } 个字符
journal-error-pin-control = 含有控制字符
journal-error-enroll-no-randomness = 无法取得建立凭证所需的随机数：{ $why }
journal-error-enroll-seal = 无法密封签署密钥

## 员工指令

journal-error-command-no-id = 成员需要员工编号
journal-error-command-no-name = 成员需要姓名
journal-error-command-bad-id = 员工编号{ $why }
journal-error-command-bad-name = 姓名{ $why }
journal-error-command-pins-differ = 两次输入的密码不同：没有写入任何内容
journal-error-command-no-key-to-replace = 工作站“{ $station }”在共享日志中没有可更换的密钥：请用 `pitpay keys --register` 登记此工作站的密钥
journal-error-command-nothing-signed = 日志中还没有任何已签署的记录：没有工作站密钥可更换
journal-error-command-already-the-key = 此工作站的密钥文件中的密钥 { $fingerprint }，已经是日志为此工作站记录的密钥：不需更换
journal-error-command-nothing-to-adopt = 位于 { $at } 的共享日志就是这个工作站写入过的那一个：没有其他数据库可采用

## 筛选（记录页的搜寻栏、列表的期间）及场内时钟

journal-error-selection-since = from:（起始）{ $why }
journal-error-selection-until = to:（结束）{ $why }
journal-error-selection-day = day:（博彩日）{ $why }
journal-error-selection-shift = shift:（班次）{ $why }
journal-error-selection-backwards = to:{ $until } 早于 from:{ $since }：范围在开始前就结束了
journal-error-selection-not-a-state = “{ $word }”不是派彩单状态（可用：{ $states }）
journal-error-selection-not-searchable = 不能以“{ $word }”搜寻：请输入派彩单编号、状态（{ $states }）、博彩日（YYYY-MM-DD 或 day:日期）、shift:班次名称、from:日期、to:日期、paid:100-500、table:…、station:… 或 by:…
journal-error-selection-not-an-amount = paid:{ $range }：“{ $amount }”不是金额（paid:100-500）
journal-error-selection-paid-backwards = paid:{ $range }：范围在开始前就结束了
journal-error-selection-no-period = 请提供 from:日期 或 day:日期
journal-error-export-write = 无法写入列表：{ $why }
journal-error-export-write-to = 无法写入列表：{ $path }：{ $why }
journal-error-clock-behind = 这个工作站的时钟显示 { $now }，但日志最新的记录（第 { $entry } 项，由 { $by } 写入）的时间是 { $newest }，晚了 { $minutes } 分钟：请调校这个工作站的时钟（最多只可慢 { $tolerance } 分钟：settings.toml 中的 clock_tolerance_minutes）。没有写入任何内容
journal-error-clock-differs = 位于 { $at } 的共享日志记录的场内时钟是“{ $journal }”，但这个工作站的设置是“{ $podium }”：请在 settings.toml 设置与其他工作站相同的 time_zone、gaming_day_starts 及 [[shift]]（或在更改所有工作站后，把新设置记录在共享日志中）
