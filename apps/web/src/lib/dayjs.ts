import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Set here, not at boot: only pages that show dates load dayjs, so the first page stays light.
dayjs.locale('zh-cn');

export default dayjs;
