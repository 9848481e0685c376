import { ArticleFeed } from './article-feed';

/** /wiki/knowledge/media_article: 图解 and audio items, each with its full text. */
export function MediaListPage() {
  return (
    <>
      <h1>图解与音频</h1>
      <p className="wiki-lead">
        一步一图讲清楚急救、洗手、量血压；音频可以直接收听，页面上有完整文字稿。
      </p>
      <ArticleFeed filter={{ kind: 'media' }} label="图解与音频" />
    </>
  );
}
