# 日志及员工名册在其他句子中对其内容的描述（pitpay-journal）。

# 名册所述的成员："Dana Reyes（S-1042，赌台主任）"；$role 是职位的 id。
# 没有提供姓名者所记录的电脑账户；$user 是账户名称。
journal-state-account = 账户 { $user }
journal-state-account-unknown = 不明账户
journal-state-member = { $name }（{ $id }，{ $role ->
        [supervisor] 赌台主任
        [manager] 经理
        [auditor] 稽核员
       *[cashier] 出纳员
    }）

# 账房何时、由谁及以多少金额支付派彩单（在 journal-error-already-paid 之内）。
journal-state-paid = 于 { $time } 由 { $name }（{ $id }）派彩，金额 { $amount }
journal-state-paid-at = 于 { $time } 由 { $name }（{ $id }）在工作站「{ $station }」派彩，金额 { $amount }

## 共享日志的服务器出了什么问题，接在“位于 ADDRESS 的共享日志：”之后（journal-error-server）。$message 是服务器自己的消息，$why 是驱动程序的。

journal-state-server-deadline = 在 { $seconds } 秒内没有响应：Pitpay 已停止等待（主机停止、冻结或失去存储空间的服务器仍会接受连接，但不作任何响应）
journal-state-server-unusable = 无法使用：{ $why }
journal-state-server-login = 服务器拒绝用户“{ $user }”登录：密码错误，或没有此用户（请检查 journal 设置）
journal-state-server-no-database = 服务器上没有此数据库（{ $message }）
journal-state-server-privilege = 用户“{ $user }”不可使用日志的数据表（{ $message }）：请把它设为数据库的所有者（docs/shared-journal.md）
journal-state-server-counter-held = 另一个工作站占用派彩单编号计数器的时间，超过此工作站的等待时间（journal_statement_seconds）；请再试一次
journal-state-server-restarting = 数据库服务器正在关闭或启动；请稍后再试
journal-state-server-statement-slow = 一项数据库语句所需时间超过此工作站的等待时间（journal_statement_seconds）；请再试一次
journal-state-server-no-connection = 数据库服务器没有可用的连接；请稍后再试
journal-state-server-answered = 服务器响应：{ $message }（{ $code }）
journal-state-server-standby = 是备用服务器（不接受写入）：请在地址中列出主服务器，或把此服务器提升为主服务器
journal-state-server-refused = 无法连接：该地址及端口没有任何响应（数据库服务器是否正在运行？）
journal-state-server-timed-out = 没有响应（超时）：网络是否正常，服务器是否正在运行？
journal-state-server-lost = 与服务器的连接中断了
journal-state-server-unknown-name = 无法连接：此网络不认识服务器的名称
journal-state-server-not-postgres = 该地址及端口有响应，但不是 PostgreSQL 服务器（端口是否正确？）
journal-state-server-no-tls = 服务器不提供加密连接，但地址要求加密（sslmode=require）
journal-state-server-untrusted-certificate = 服务器的证书不是由此电脑信任的证书机构签发：请以 sslrootcert=FILE 提供该机构的证书
journal-state-server-certificate-name = 服务器的证书不是发给地址中的主机名称
journal-state-server-certificate-expired = 服务器的证书已过期或尚未生效
journal-state-server-tls-failed = 无法建立加密连接（服务器的证书被拒绝）

## 消息中在括号内所述的日志记录：“第 41 项（开出派彩单 17）”。$change 及 $reason 是该记录所载的原因，按原文照录。

journal-state-event-issue = 开出派彩单 { $slip }
journal-state-event-reprint = 重印派彩单 { $slip }
journal-state-event-void = 作废派彩单 { $slip }
journal-state-event-migrated = 迁移备注
journal-state-event-key = 工作站“{ $station }”的密钥
journal-state-event-staff = 员工名册：{ $change }
journal-state-event-refused = { $id } 的密码错误
journal-state-event-rotate = 工作站“{ $station }”的新密钥
journal-state-event-gap = 经理记录的缺口
journal-state-event-database = 日志采用的数据库（{ $why ->
        [moved] 迁移
       *[recovered] 恢复
    }）：{ $database }
journal-state-event-paid = 在账房为派彩单 { $slip } 派彩

## 从较旧副本还原或被截去的日志所缺少的记录（journal-error-behind、journal-error-diverged），以名词短语表达。$event 是 journal-state-event-* 消息。

journal-state-podium-wrote = 此工作站于 { $time } 写入的第 { $seq } 项（{ $event }）
journal-state-podium-saw = 此工作站于 { $time } 读到的第 { $seq } 项（{ $event }）
journal-state-behind-checkpoint = 于 { $time } 在第 { $seq } 项签署的核对点
journal-state-behind-seen = 此工作站在该日志读到的第 { $seq } 项
journal-state-event-new-station-key = 新的工作站密钥
journal-state-event-wrong-pin = 密码错误

## 日志记录为何不成立，即 `pitpay journal --check` 及“日志在写入后被更改”等拒绝消息所述。$event 是 journal-state-event-* 消息；$why 接在“日志第 N 项”之后。

journal-state-broken = 日志第 { $seq } 项：{ $why }
journal-state-broken-event = 日志第 { $seq } 项（{ $event }）：{ $why }
journal-state-flaw-missing = 已遗失（第 { $after } 项之后是第 { $found } 项）
journal-state-flaw-missing-before-head = 已遗失（记录链的最后一项是第 { $head } 项）
journal-state-flaw-cut-before-checkpoint = 已遗失：日志止于第 { $end } 项，但于 { $time } 在第 { $seq } 项签署了核对点：日志末尾的记录被截去，或日志是从较旧的副本还原（用 `pitpay journal --recover` 取回）
# $what：journal-state-podium-wrote 或 journal-state-podium-saw。
journal-state-flaw-cut-before-mark = 已遗失：日志止于第 { $end } 项，但缺少{ $what }：日志末尾的记录被截去，或日志是从较旧的副本还原（用 `pitpay journal --recover` 取回）
journal-state-flaw-not-remembered = 不是{ $what }：日志是从较旧的副本还原或被截去后再继续写入（用 `pitpay journal --recover` 取回遗失的记录）
journal-state-flaw-unlinked = 不接续前一项（其指向前一项哈希值的链接不符）：之前有记录被更改或删除
journal-state-flaw-does-not-follow = 不接续前一项：之前有记录被更改或删除
journal-state-flaw-not-linked = 与前后记录的链接不符：有记录被更改或删除
journal-state-flaw-changed = 在记录后被更改（其内容与其哈希值不再相符）
journal-state-flaw-changed-or-unsigned = 在记录后被更改（与其哈希值或签署不再相符）
journal-state-flaw-slip-record-changed = 其派彩单记录在记录后被更改（与该项所涵盖的哈希值不再相符）
journal-state-flaw-slip-record-altered = 其派彩单记录在记录后被更改
journal-state-flaw-record-changed = 其记录在记录后被更改
# $group：register（员工名册更改、工作站密钥）或 refused（密码错误）。
journal-state-flaw-skips-group = 不接续之前的{ $group ->
        [register] 员工名册或工作站密钥的最新更改
       *[refused] 最新一次密码错误
    }（它指向另一项记录）：之前有同类记录被删除或更改
journal-state-flaw-skips-register = 不接续之前的名册更改（它指向另一项记录）：之前有员工名册或工作站密钥的更改被删除或更改
journal-state-flaw-register-entry-gone = 指向一项员工名册或工作站密钥的更改（记录哈希值 { $hash }），但日志已没有该项：有名册记录被删除
journal-state-flaw-wrong-pin-gone = 日志所指的最新一次密码错误已不存在
journal-state-flaw-wrong-pin-changed = 不是其后记录所指的密码错误：有密码错误的记录被更改或删除
journal-state-flaw-no-tally = 没有累积大奖的计数，但之前的记录都有：它是写入来取代原有的记录
journal-state-flaw-tally-differs = 与之前支付累积大奖的派彩单不相符：它计为 { $counts }，之前的记录计为 { $before }（有派彩单的累积大奖标记被更改，或有累积大奖派彩单被删除）
journal-state-flaw-checkpoint-differs = 与于 { $time } 在此签署的核对点不符（至此为止的记录链在核对点之后被更改）
journal-state-flaw-checkpoint-mismatch = 与在此签署的核对点不符
journal-state-flaw-checkpoint-untrusted = 其于 { $time } 的核对点不是由受信任的密钥签署（密钥 { $key }）
journal-state-flaw-start-differs = 与作为起点的核对点不符
journal-state-flaw-start-untrusted = 作为起点的核对点不是由受信任的密钥签署
journal-state-flaw-last-untrusted = 记录链的最后一项不是由受信任的密钥签署
journal-state-flaw-foreign-key = 由本机以外的密钥签署（密钥 { $key }）
journal-state-flaw-not-own-signature = 不是由本机的密钥签署
journal-state-flaw-not-signed-as-named = 不是由其所指的密钥签署（工作站“{ $station }”，密钥 { $key }）
journal-state-flaw-not-signed-by-its-key = 不是由其所指的密钥签署
journal-state-flaw-no-signer-shared = 没有注明签署密钥，但共享日志的每项记录都必须注明
journal-state-flaw-no-signer = 没有注明签署密钥
journal-state-flaw-unregistered = 由在此之前没有任何工作站登记的密钥签署（工作站“{ $station }”，密钥 { $key }）
journal-state-flaw-not-signer-there = 由在该处不为日志签署的密钥签署（密钥 { $key }）
journal-state-flaw-not-signed-there = 不是由在该处为日志签署的密钥签署
journal-state-flaw-untrusted = 不是由此日志信任的密钥签署
journal-state-flaw-not-own-key = 把密钥 { $now } 设为日志的密钥，但那不是本机的密钥（{ $own }）
journal-state-flaw-unauthorized-rotation = 未经已登记经理授权而更换工作站密钥（员工名册的核对拒绝了它）
journal-state-flaw-unauthorized-gap = 未经已登记经理授权而记录缺口（员工名册的核对拒绝了它）
journal-state-flaw-unauthorized-database = 未经其记录所需的授权而为日志采用数据库（员工名册的核对拒绝了它）
journal-state-flaw-slip-out-of-order = 在派彩单 { $last } 之后开出派彩单 { $slip }：派彩单编号有跳号或重复
journal-state-flaw-other-slip-record = 其派彩单记录不是该派彩单的记录
# $flagged：标记表示派彩单有累积大奖派彩时为 yes，否则为 no。
journal-state-flaw-jackpot-flag = 其累积大奖标记表示该派彩单{ $flagged ->
        [yes] 有
       *[no] 没有
    }累积大奖派彩，但其派彩单记录并非如此：标记已被更改
journal-state-flaw-jackpot-not-issued = 被标记为支付累积大奖，但只有开出派彩单的记录才可以
journal-state-flaw-never-issued = 派彩单 { $slip } 从未开出
journal-state-flaw-already-void = 派彩单 { $slip } 已作废或已在账房派彩
journal-state-flaw-key-for-no-station = 登记的密钥没有对应任何工作站
journal-state-flaw-no-staff-member = 没有指明员工
journal-state-flaw-gap-below = 声明派彩单 { $slip } 为最后使用的编号，但低于在此之前开出的派彩单 { $last }
journal-state-flaw-staff-change-unread = 其员工名册更改无法读取：{ $why }
# $why：journal-error-change-* 消息。
journal-state-flaw-staff-change = 其员工名册更改{ $why }

## 以某人名义作出但不成立的记录。$what：new-key（更换工作站密钥）、gap（缺口）或 database（采用数据库）。

journal-state-unauthorized-unreadable = 其{ $what ->
        [new-key] 新密钥
        [gap] 缺口
       *[database] 数据库
    }记录无法读取
journal-state-unauthorized-unreadable-because = 其{ $what ->
        [new-key] 新密钥
        [gap] 缺口
       *[database] 数据库
    }记录无法读取：{ $detail }
journal-state-unauthorized-disagrees = 与其{ $what ->
        [new-key] 新密钥
        [gap] 缺口
       *[database] 数据库
    }记录不符
journal-state-unauthorized-not-manager = 由 { $by } { $what ->
        [new-key] 作出
       *[other] 记录
    }，但其并非有效的经理
journal-state-unauthorized-not-signed-by = 不是由 { $by } 签署，但记录称由其{ $what ->
        [new-key] 作出
        [gap] 记录
       *[database] 采用
    }
journal-state-unauthorized-not-signed-by-new-key = 不是由其记录的新密钥为其工作站签署
journal-state-unauthorized-replaces-other-key = 所更换的密钥并非为其工作站签署的密钥

## 在终端要求（或拒绝）谁的密码：“新成员 S-2001 的密码：”。$whose 是成员编号或 journal-state-pin-new-member。

journal-state-pin-prompt = { $whose } 的密码：
journal-state-pin-new-member = 新成员 { $id }
# 在终端输入新密码两次。
journal-state-pin-again = 再次输入{ $whose }

## 派彩单核对时所述、日志所缺少的记录（document-error-journal-behind-known），以名词短语表达。$what 是 journal-state-podium-wrote 或 -saw；$lost 是 listing-gap-entry 或 listing-gap-entries。

journal-state-diverged-from = { $what }（日志的第 { $seq } 项已是另一项记录）
journal-state-lost-unrecorded = { $lost }（已遗失，尚未有缺口记录）

## 共享日志的服务器无法连接或设置（续）。$place 是地址中的一台主机（host:port）；$other 是 journal-state-server-web、-ssh 或 -unknown-protocol。

journal-state-server-none = 没有指明服务器
journal-state-server-no-host-writes = 地址中没有任何主机接受写入：{ $hosts }
journal-state-server-host = { $place }：{ $why }
journal-state-server-host-refused = { $place }：{ $why }
# 两台或以上的主机，各自的响应。
journal-state-server-hosts = { $first }；{ $then }
journal-state-server-other-protocol = 该地址及端口的服务器{ $other }
journal-state-server-web = 是网页服务器（以 HTTP 响应），不是 PostgreSQL 服务器：端口是否正确？
journal-state-server-ssh = 是 SSH 服务器，不是 PostgreSQL 服务器：端口是否正确？
journal-state-server-unknown-protocol = 以其他协议响应，不是 PostgreSQL 服务器：端口是否正确？
journal-state-server-silent = 接受了连接，但在 { $seconds } 秒内没有响应：它是否正常运行的 PostgreSQL 服务器？（其主机可能已停止）
journal-state-server-root-cert-unread = sslrootcert { $path }：无法读取证书机构的证书（{ $why }）
journal-state-server-no-authority = 没有可用来核对服务器证书的证书机构：请在地址中加上 sslrootcert=FILE（该机构的证书，PEM 格式）
journal-state-server-tls-unusable = 无法设置 TLS：{ $why }
journal-state-server-schema-unread = 其架构版本“{ $version }”无法读取

# 员工名册的一项变更，由其事实写成（在 journal-state-event-staff 之内）。$action 为 add、disable 或 reset；$role 为职位代号。
journal-state-change = { $action ->
        [add] 新增
        [disable] 停用
       *[reset] 重设密码：
    }{ $name }（{ $id }，{ $role ->
        [supervisor] 赌台主任
        [manager] 经理
        [auditor] 稽核员
       *[cashier] 出纳员
    }）

## 日志拒绝消息（journal-error-*）之内的字句，由其事实写成。

# 日志为本安装自己的文件时的称呼（共用日志以其地址称呼）。
journal-state-own-journal = 本安装自己的日志
# 日志记录或工作站设置的场内时钟。$shifts 是各班次的名称及开始时间，照设置所写。
journal-state-clock = { $zone }；博彩日由 { $day } 开始；班次 { $shifts }
journal-state-unknown-kind = 未知的记录类别“{ $kind }”
journal-state-changed-in-recovery = 恢复期间日志有所改变；请再次执行恢复
# 占用工作站名称的密钥（在 journal-error-station-taken 之内）。
journal-state-station-key = 密钥 { $key }，于 { $time } 登记
journal-state-no-data-folder = 打开这个日志时没有数据文件夹
# 共用日志不是这个工作站写入的那一个时，不同之处（在 journal-error-replaced 之内）。$now 及 $was 是服务器的标识，或 journal-state-none。
journal-state-replaced-journal = 这是另一个日志，不是这个工作站写入的那一个（现为日志 { $now }，工作站所知为 { $was }）：其数据库已被更换
journal-state-replaced-database = 其数据库不是这个工作站写入的那一个（现为 { $now }，工作站所知为 { $was }）：它是从备份还原的，或已搬到另一台服务器
journal-state-replaced-written-in = 其数据库不是日志上次写入的那一个（现为 { $now }，日志本身的记录为 { $was }）：它是从备份还原的，或已搬到另一台服务器
journal-state-none = （无）

## 恢复时对每项记录的说明（在 listing-recover-* 之内；缺口以英文记录）。

# 略过的候选记录：$from 是其来源文件，$why 是链检查的原因。
journal-state-passed-over = { $from }：{ $why }
# $event 是 journal-state-event-* 消息。
journal-state-lost-unlinked = { $event }，已找到，但未能接上之前的记录
journal-state-lost-found-before = 不明：于 { $time } 的恢复中发现遗失
journal-state-lost-unknown = 不明：所提供的派彩单文件或工作站日志都没有这项记录
journal-state-station-without-log = 工作站“{ $station }”（密钥 { $key }）
journal-state-no-gap = 没有需要记录的缺口
