import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { Button } from '@/components/ui/button';
import type { PublicConsultFilter } from '../api/get-public-consultations';
import { ConsultAskSection } from './consult-ask-section';
import type { PlaceSelection, UsePlaces } from './consult-places';
import { PlacePicker } from './place-picker';
import { PublicConsultList } from './public-consult-list';
import { readSelection } from './evaluate-page';
import './consult.css';

/** The list's filter: the most specific place chosen, and the words searched. */
function filterOf(selection: PlaceSelection, keyword: string): PublicConsultFilter {
  return {
    ...(selection.doctorId
      ? { doctorId: selection.doctorId }
      : selection.departmentId
        ? { departmentId: selection.departmentId }
        : selection.hospitalId
          ? { hospitalId: selection.hospitalId }
          : {}),
    ...(keyword ? { keyword } : {}),
  };
}

function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (k: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className="consult-search" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        关键词
      </label>
      <div className="consult-search__row">
        <input
          id={id}
          type="search"
          className="control"
          maxLength={50}
          value={draft}
          placeholder="如：咳嗽、血压"
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">搜索</Button>
      </div>
    </form>
  );
}

/**
 * /interact/consult (患者咨询): the ask form, then answered public consultations, anonymised,
 * filtered by hospital → department (→ doctor) and words, a page at a time. `?id=` shows the
 * one a search result linked to; `?doctor=` (向TA咨询) also chooses that doctor in the form.
 */
export function ConsultPage({ usePlaces }: { usePlaces: UsePlaces }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const highlightId = params.get('id') ?? '';
  const { selection, places } = usePlaces(readSelection(params));
  // The form keeps the doctor the page opened with, whatever the filter does next.
  const [askDoctor] = useState(() => params.get('doctor') ?? '');

  // A new choice starts again at page 1; a wider choice drops the narrower ones.
  const choose = (next: Partial<PlaceSelection & { keyword: string }>) => {
    const merged = { ...selection, keyword, ...next };
    const out = new URLSearchParams();
    if (merged.hospitalId) out.set('hospital', merged.hospitalId);
    if (merged.departmentId) out.set('department', merged.departmentId);
    if (merged.doctorId) out.set('doctor', merged.doctorId);
    if (merged.keyword) out.set('keyword', merged.keyword);
    setParams(out, { replace: true, preventScrollReset: true });
  };

  const departmentName = places.departments.find((d) => d.id === selection.departmentId)?.name;
  const doctorName = places.doctors.find((d) => d.id === selection.doctorId)?.name;
  const where = doctorName ? `${doctorName}医生` : departmentName;
  const listTitle = where ? `${where}的公开咨询` : '公开咨询';

  return (
    <div className="page-container consult-page">
      <h1>患者咨询</h1>
      <p className="consult-muted">
        向县内医院的科室或医生在线提问，医生在工作台回复。自己的咨询请到
        <Link to="/account/consult">我的咨询</Link>查看。
      </p>
      {highlightId && (
        <section className="consult-section" aria-labelledby="consult-one">
          <h2 id="consult-one">咨询详情</h2>
          <PublicConsultList filter={{ id: highlightId }} page={1} label="咨询详情" />
          <Link className="consult-all" to="/interact/consult">
            查看全部公开咨询
          </Link>
        </section>
      )}
      <ConsultAskSection usePlaces={usePlaces} doctorId={askDoctor} />
      <section className="consult-section" aria-labelledby="consult-filter">
        <h2 id="consult-filter">查找公开咨询</h2>
        <QueryState query={places.hospitals}>
          {({ list }) => (
            <PlacePicker
              hospitals={list}
              departments={places.departments}
              doctors={places.doctors}
              hospitalId={selection.hospitalId}
              departmentId={selection.departmentId}
              doctorId={selection.doctorId}
              onHospital={(id) => choose({ hospitalId: id, departmentId: '', doctorId: '' })}
              onDepartment={(id) => choose({ departmentId: id, doctorId: '' })}
              onDoctor={(id) => choose({ doctorId: id })}
            />
          )}
        </QueryState>
        <KeywordSearch key={keyword} keyword={keyword} onSearch={(k) => choose({ keyword: k })} />
      </section>
      {!highlightId && (
        <section className="consult-section" aria-labelledby="consult-list">
          <h2 id="consult-list">{listTitle}</h2>
          <PublicConsultList filter={filterOf(selection, keyword)} page={page} label={listTitle} />
        </section>
      )}
    </div>
  );
}
