import { describe, expect, it } from 'vitest';
import { ContentError, parseMarkdown, sectionsOf } from './markdown.js';

const parse = (body: string) => parseMarkdown(body, 'x.md');

describe('the content Markdown subset', () => {
  it('turns headings, paragraphs, lists, tables and strong text into blocks', () => {
    const blocks = parse(
      [
        '## 概述',
        '感冒很常见，**多数一周内自愈**。',
        '',
        '- 多喝水',
        '- 多休息',
        '1. 第一步',
        '2. 第二步',
        '### 立即拨打 120',
        '| 项目 | 数值 |',
        '| --- | --- |',
        '| 体温 | 38.5 ℃ |',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'h2', text: '概述', anchor: '概述' },
      {
        kind: 'p',
        spans: [{ text: '感冒很常见，' }, { text: '多数一周内自愈', strong: true }, { text: '。' }],
      },
      { kind: 'ul', items: [[{ text: '多喝水' }], [{ text: '多休息' }]] },
      { kind: 'ol', items: [[{ text: '第一步' }], [{ text: '第二步' }]] },
      { kind: 'h3', text: '立即拨打 120', anchor: '立即拨打-120' },
      {
        kind: 'table',
        head: [[{ text: '项目' }], [{ text: '数值' }]],
        rows: [[[{ text: '体温' }], [{ text: '38.5 ℃' }]]],
      },
    ]);
  });

  it.each([
    ['# 标题', '一级标题'],
    ['#### 小', '###'],
    ['  - 嵌套', '嵌套'],
    ['* 星号', '“- ”'],
    ['见[链接](http://x)', '链接'],
    ['<b>粗</b>', 'HTML'],
    ['> 引用', '引用'],
    ['**没关', '成对'],
    ['| a | b |\n| 1 | 2 |', '分隔行'],
    ['| a | b |\n| --- | --- |\n| 1 |', '列'],
  ])('refuses %j, naming the file, the line and why', (body, reason) => {
    const run = () => parseMarkdown(`第一段\n${body}`, 'content/a.md', 10);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(/content\/a\.md 第 1[1-3] 行/);
    expect(run).toThrow(new RegExp(reason));
  });

  it('groups blocks under their ## heading', () => {
    const sections = sectionsOf(parse('## 概述\n一\n## 症状\n- 发热\n二'));
    expect([...sections.keys()]).toEqual(['概述', '症状']);
    expect(sections.get('症状')).toHaveLength(2);
  });
});
