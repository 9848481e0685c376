import { add_word, tag } from 'jieba-wasm';

/**
 * Query words as people write them. jieba-wasm (jieba-rs compiled to WebAssembly, MIT) was
 * chosen over @node-rs/jieba because it has no native binary to match the platform: `npm ci`
 * installs it like any JavaScript package on Node 20, on any machine (16 MB installed), and
 * it ships jieba's own dictionary, loaded in about half a second on the first query.
 * Intl.Segmenter stays for names (tokens.ts): it knows no words jieba's dictionary
 * lacks and cuts 高血压 the same way, but jieba knows everyday phrases (手脚, 气短, 大三阳) and
 * takes words added at run time: the phrases of the synonym and symptom tables and the words
 * they map to (synonyms.ts), so 风团 and 老慢支 come out whole.
 */

/**
 * Medical and body words jieba's general dictionary lacks or tags as something else (大便 as an
 * adverb): added once, before the first cut, like the tables' phrases.
 */
const MEDICAL_WORDS = (
  '大便 小便 尿尿 解手 屁股 胳膊 胳膊肘 腿弯 脚后跟 脚趾 手指头 后脑勺 太阳穴 心窝 胸口 心口 ' +
  '嗓子 喉咙 鼻涕 痰 眼皮 眼珠 牙龈 舌头 肚脐 小肚子 上腹 下腹 腰眼 膝盖 脚踝 关节 皮肤 ' +
  '疙瘩 水泡 疱疹 红疹 皮疹 风团 瘙痒 刺痛 胀痛 隐痛 绞痛 酸痛 麻木 发麻 发抖 哆嗦 抽筋 ' +
  '头晕 头疼 头痛 胸闷 气短 气喘 心慌 心悸 咳嗽 咳痰 咯血 盗汗 发烧 发热 低烧 高烧 寒战 ' +
  '恶心 呕吐 反酸 烧心 腹胀 腹泻 便秘 黑便 便血 尿频 尿急 尿痛 尿血 夜尿 水肿 浮肿 乏力 ' +
  '消瘦 口渴 多尿 多饮 失眠 早醒 多梦 健忘 耳鸣 眼花 视物模糊 重影 口角歪斜 说话不清'
).split(' ');
const added = new Set<string>();
/** A frequency above most dictionary words, so an added phrase wins over its pieces. */
const ADDED_FREQUENCY = 50_000;

/** Makes each word one piece of later cuts (words already added are skipped). */
export function addWords(words: Iterable<string>): void {
  for (const word of words) {
    if (added.has(word) || !/\p{Script=Han}/u.test(word)) continue;
    added.add(word);
    add_word(word, ADDED_FREQUENCY);
  }
}

/**
 * Parts of speech that never say what a complaint is: numerals and measures (一块, 七八次),
 * times (凌晨), adverbs (越来越, 不停), pronouns, particles, prepositions, conjunctions,
 * interjections, onomatopoeia and places (上). An added word has the tag x and stays.
 */
const EMPTY_TAGS = /^(m|mq|q|t|tg|d|dg|r|rr|rz|u\w*|p|c|y|e|o|f)$/;

/**
 * jieba's words of a run of Han characters, in order, those whose part of speech says nothing
 * (EMPTY_TAGS) as ''. Without HMM: an unknown stretch comes out as single characters rather
 * than a guessed word (地抖, 堵头), and query.ts joins neighbouring ones.
 */
export function cutWords(han: string): string[] {
  if (added.size === 0) addWords(MEDICAL_WORDS);
  // A dropped word is left as '' so that the characters on either side are not joined.
  return tag(han, false).map((t) => (EMPTY_TAGS.test(t.tag) || !t.word.trim() ? '' : t.word));
}
