import { NavLink, Outlet } from 'react-router';
import './wiki.css';

const SECTIONS = [
  { to: 'base', label: '知识分类' },
  { to: 'article', label: '科普文章' },
  { to: 'disease_list', label: '疾病 A–Z' },
  { to: 'media_article', label: '图解与音频' },
];

/** /wiki/knowledge: the knowledge base's sections, each a route of its own, above the page. */
export function KnowledgeLayout() {
  return (
    <div className="page-container wiki-page">
      <nav className="wiki-subnav" aria-label="知识库栏目">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <NavLink to={s.to}>{s.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
