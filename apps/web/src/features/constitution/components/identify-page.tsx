import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { itemsFor, scoreConstitution, type ConstitutionTest, type Sex } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { loadErrorText } from '@/lib/react-query';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useSession } from '@/lib/session-store';
import { useConstitutionResult } from '../api/get-constitution-result';
import { useConstitutionTest } from '../api/get-constitution-test';
import { useSaveConstitutionResult } from '../api/save-constitution-result';
import { EarlierResults } from './earlier-results';
import { IntroStep } from './intro-step';
import { QuestionStep } from './question-step';
import { ResultView } from './result-view';
import { firstOpenGroup, groupBySubScale } from './sub-scales';
import { newSaveKey, useTestProgress } from './use-test-progress';
import '@/components/form/drawn-radio.css';
import './constitution.css';

const PAGE = '/wiki/identify';

/** What the saved-result view says about points just earned (sent along when navigating). */
interface SavedState {
  points?: number;
}

function SavedResult({
  test,
  id,
  signedIn,
}: {
  test: ConstitutionTest;
  id: string;
  signedIn: boolean;
}) {
  const result = useConstitutionResult(id);
  const navigate = useNavigate();
  const points = (useLocation().state as SavedState | null)?.points;
  if (!signedIn) {
    return (
      <Alert
        tone="info"
        title="请登录后查看保存的结果"
        action={
          <Link to={`/login?redirect=${encodeURIComponent(`${PAGE}?result=${id}`)}`}>去登录</Link>
        }
      />
    );
  }
  return (
    <QueryState query={result}>
      {(saved) => (
        <ResultView
          test={test}
          scores={saved.scores}
          status={
            <Alert tone="success" title={`已保存于 ${chinaDateTimeFull(saved.createdAt)}`}>
              {points === undefined ? (
                '可以随时在本页下方“我保存的结果”里再次查看。'
              ) : points > 0 ? (
                <>
                  本次保存获得 {points} 积分，可在个人中心
                  <Link to="/account/points">我的积分</Link>里查看。
                </>
              ) : (
                '今天已获得过保存体质辨识结果的积分，本次不再重复计入。'
              )}
            </Alert>
          }
          actions={<Button onClick={() => void navigate(PAGE)}>重新测试</Button>}
          focus={points !== undefined}
        />
      )}
    </QueryState>
  );
}

/** A finished test: saved at once when signed in, else shown with an offer to sign in and save. */
function Finished({
  test,
  sex,
  answers,
  saveKey,
  signedIn,
  onRestart,
  onSaved,
  focus,
}: {
  test: ConstitutionTest;
  sex: Sex;
  answers: Record<string, number>;
  saveKey: string;
  signedIn: boolean;
  onRestart: () => void;
  onSaved: (id: string, points: number) => void;
  focus: boolean;
}) {
  const save = useSaveConstitutionResult();
  const asked = itemsFor(test.questions, sex);
  // Only this sex's questions count, whatever was answered before a change of sex.
  const own = Object.fromEntries(asked.map((q) => [q.id, answers[q.id]!]));
  const send = () =>
    save.mutate(
      { sex, answers: own, key: saveKey },
      { onSuccess: (s) => onSaved(s.result.id, s.points) },
    );
  const sent = useRef(false);
  useEffect(() => {
    if (!signedIn || sent.current) return;
    sent.current = true;
    send();
  });

  let status;
  if (!signedIn) {
    status = (
      <Alert
        tone="info"
        title="这次结果还没有保存"
        action={
          <Link className="btn btn--primary" to={`/login?redirect=${encodeURIComponent(PAGE)}`}>
            登录并保存结果
          </Link>
        }
      >
        登录后，结果会保存到您的账户，以后可以对照查看，每天第一次保存还能获得积分。您的答案保留在本页，登录回来即可保存。
      </Alert>
    );
  } else if (save.isError) {
    status = (
      <Alert
        tone="error"
        title={`结果没有保存：${loadErrorText(save.error)}`}
        action={<Button onClick={send}>再试一次</Button>}
      />
    );
  } else {
    status = <Alert tone="info" title="正在保存结果…" />;
  }
  return (
    <ResultView
      test={test}
      scores={scoreConstitution(test.questions, sex, own)}
      status={status}
      actions={<Button onClick={onRestart}>重新测试</Button>}
      focus={focus}
    />
  );
}

function TestFlow({ test, signedIn }: { test: ConstitutionTest; signedIn: boolean }) {
  const { progress, update: change, reset } = useTestProgress();
  // Until the person acts, the page is as it opened (a reload, a return from sign-in): reading
  // starts at the top. After that, each new screen takes the focus.
  const [fresh, setFresh] = useState(true);
  const update: typeof change = (next) => {
    setFresh(false);
    change(next);
  };
  const navigate = useNavigate();
  const { stage, sex } = progress;
  const questions = sex ? itemsFor(test.questions, sex) : [];
  const groups = groupBySubScale(questions);
  const complete = questions.length > 0 && questions.every((q) => progress.answers[q.id]);

  if (stage === 'finished' && sex && complete && progress.saveKey) {
    return (
      <Finished
        test={test}
        sex={sex}
        answers={progress.answers}
        saveKey={progress.saveKey}
        signedIn={signedIn}
        focus={!fresh}
        onRestart={() => {
          setFresh(false);
          reset();
        }}
        onSaved={(id, points) => {
          reset();
          void navigate(`${PAGE}?result=${encodeURIComponent(id)}`, {
            replace: true,
            state: { points } satisfies SavedState,
          });
        }}
      />
    );
  }
  if (stage !== 'intro' && sex) {
    return (
      <QuestionStep
        test={test}
        groups={groups}
        index={Math.min(
          progress.group ?? firstOpenGroup(groups, progress.answers),
          groups.length - 1,
        )}
        answers={progress.answers}
        onAnswer={(id, value) => update((p) => ({ answers: { ...p.answers, [id]: value } }))}
        onMove={(group) => update(() => ({ group }))}
        onBackToIntro={() => update(() => ({ stage: 'intro' }))}
        onFinish={() => update(() => ({ stage: 'finished', saveKey: newSaveKey() }))}
        focusFirst={!fresh}
      />
    );
  }
  return (
    <IntroStep
      test={test}
      sex={sex}
      focus={!fresh}
      onStart={(chosen) =>
        update((p) => ({
          sex: chosen,
          stage: 'questions',
          group: p.sex === chosen ? p.group : 0,
        }))
      }
    />
  );
}

/** /wiki/identify: the constitution self-test, its result, and a signed-in person's saved results. */
export function IdentifyPage() {
  const test = useConstitutionTest();
  const [params] = useSearchParams();
  const resultId = params.get('result');
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="page-container ident-page">
      <h1>中医体质辨识</h1>
      <QueryState query={test}>
        {(t) =>
          resultId ? (
            <SavedResult test={t} id={resultId} signedIn={signedIn} />
          ) : (
            <TestFlow test={t} signedIn={signedIn} />
          )
        }
      </QueryState>
      {signedIn && <EarlierResults current={resultId ?? undefined} />}
    </div>
  );
}
