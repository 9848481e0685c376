import '@/components/form/form.css';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { useDoctorSearch } from '../api/search-doctors';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';

/** Finds a doctor by name across the county; choosing one shows their schedules. */
export function DoctorSearch({
  keyword,
  onSearch,
  onChoose,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  onChoose: (doctorId: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(keyword);
  const doctors = useDoctorSearch(keyword);
  return (
    <section className="hosp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>按医生姓名查找</h2>
      <form
        className="hosp-filters"
        role="search"
        aria-label="查找医生"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <div className="hosp-field">
          <label htmlFor={`${id}-name`}>医生姓名</label>
          <input
            id={`${id}-name`}
            className="control"
            type="search"
            maxLength={20}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">查找医生</Button>
      </form>
      {keyword && (
        <QueryState query={doctors}>
          {(list) =>
            list.length === 0 ? (
              <Empty description={`没有找到姓名含“${keyword}”的医生`} />
            ) : (
              <ul className="hosp-list doctor-results" aria-label="找到的医生">
                {list.map((d) => (
                  <li key={d.id}>
                    <Button onClick={() => onChoose(d.id)}>
                      {d.name} {d.title} · {d.hospitalName} {d.departmentName}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
