/**
 * The sign-in page of the local stand-in for the government portal. Server-rendered with no
 * script (the CSP allows none inline); styles are inline, which the CSP allows.
 */

export interface LocalIdpPageChoice {
  id: string;
  name: string;
  /** Already masked: the full number never reaches the page. */
  maskedIdNo: string;
}

export interface LocalIdpPageModel {
  people: LocalIdpPageChoice[];
  /** A validated path inside the web app. */
  redirect: string;
  formAction: string;
  error?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// Colours keep at least 4.5:1 against their backgrounds; nothing has a fixed width, so the
// page fits 320 px without sideways scrolling.
const STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif;
  color: #1f1f1f; background: #f5f5f5; }
main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
.notice { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border: 1px solid #d48806;
  background: #fffbe6; color: #613400; border-radius: 6px; }
.error { margin: 0 0 1rem; padding: 0.75rem 1rem; border: 1px solid #cf1322;
  background: #fff1f0; color: #a8071a; border-radius: 6px; }
form { background: #fff; padding: 1rem; border-radius: 8px; border: 1px solid #d9d9d9; }
fieldset { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
.choice { display: flex; gap: 0.75rem; align-items: center; padding: 0.75rem;
  border: 1px solid #d9d9d9; border-radius: 6px; margin-bottom: 0.5rem; cursor: pointer; }
.choice input { width: 1.25rem; height: 1.25rem; margin: 0; flex: none; }
.id { color: #595959; font-variant-numeric: tabular-nums; }
button { width: 100%; min-height: 2.75rem; padding: 0.5rem 1rem; font: inherit; font-weight: 600;
  color: #fff; background: #0958d9; border: 0; border-radius: 6px; cursor: pointer; }
button:hover { background: #003eb3; }
:focus-visible { outline: 3px solid #0958d9; outline-offset: 2px; }
button:focus-visible { outline-color: #1f1f1f; }
`;

function choices(people: LocalIdpPageChoice[]): string {
  return people
    .map((p, i) => {
      const id = `person-${i}`;
      return `<label class="choice" for="${id}"><input type="radio" id="${id}" name="person" value="${escapeHtml(p.id)}" required${i === 0 ? ' checked' : ''}><span>${escapeHtml(p.name)} <span class="id">身份证 ${escapeHtml(p.maskedIdNo)}</span></span></label>`;
    })
    .join('\n');
}

export function renderLocalIdpPage(model: LocalIdpPageModel): string {
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  const form =
    model.people.length === 0
      ? '<p class="error" role="alert">尚无测试人员，请先运行 npm run cli -- seed</p>'
      : `<form method="post" action="${escapeHtml(model.formAction)}">
<fieldset>
<legend>选择测试人员</legend>
${choices(model.people)}
</fieldset>
<input type="hidden" name="redirect" value="${escapeHtml(model.redirect)}">
<button type="submit">登录并返回 12320 健康服务平台</button>
</form>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>政务服务平台登录（本地模拟）</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>政务服务平台登录</h1>
<p class="notice">本地模拟的政务服务平台登录，仅用于开发和演示。选择一位测试人员，即以其身份登录并带着一次性票据返回。</p>
${error}
${form}
</main>
</body>
</html>
`;
}
