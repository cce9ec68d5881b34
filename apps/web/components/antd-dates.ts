import dayjs from "dayjs";
import "dayjs/locale/zh-cn";

// antd's date pickers name months and weekdays through dayjs: a page that shows one imports this
// module, so its calendar is in Chinese. The other antd pages do not load dayjs at all.
dayjs.locale("zh-cn");
