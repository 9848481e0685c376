import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Set here, not at boot: only pages that show or pick dates load dayjs (antd's pickers read
// the global locale), so the first page stays light.
dayjs.locale('zh-cn');

export default dayjs;
