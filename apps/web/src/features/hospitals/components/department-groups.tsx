import { Link } from 'react-router';
import type { Department } from '@portal/contract';

export function departmentPath(id: string): string {
  return `/hospital/department?id=${encodeURIComponent(id)}`;
}

/** Categories (内科) each with its clinics (心血管内科); a category without clinics books itself. */
export function DepartmentGroups({ departments }: { departments: Department[] }) {
  const categories = departments.filter((d) => d.parentId === null);
  if (categories.length === 0) return <p className="hosp-muted">暂无科室信息</p>;
  return (
    <div className="hosp-depts">
      {categories.map((category) => {
        const clinics = departments.filter((d) => d.parentId === category.id);
        const shown = clinics.length > 0 ? clinics : [category];
        return (
          <section key={category.id} aria-labelledby={`dept-${category.id}`}>
            <h3 id={`dept-${category.id}`}>{category.name}</h3>
            <ul>
              {shown.map((d) => (
                <li key={d.id}>
                  <Link to={departmentPath(d.id)}>{d.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
