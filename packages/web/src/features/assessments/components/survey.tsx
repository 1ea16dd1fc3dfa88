import { useEffect, useRef, useState } from 'react';
import { Button, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  firstUnanswered,
  SURVEY_FIRST_QUESTIONS,
  SURVEY_MORE_QUESTIONS,
  type TakeableAssessment,
} from '@tandem/shared';
import { RatingScale } from '../../../components/rating-scale';

/** Survey scroll distance (client side 9): more questions load this far before the end. */
const SCROLL_DISTANCE_PX = 600;

interface SurveyProps {
  questions: TakeableAssessment['questions'];
  answers: ReadonlyMap<number, number>;
  onAnswer: (questionId: number, answer: number) => void;
}

/**
 * The one 1-7 survey of assessments, for clients in the app and visitors on a public link
 * (client side 4): the current question is the first unanswered one (marked, and scrolled to
 * after each answer); 50 questions show first and 15 more as the end comes within 600 px, or on
 * "Show more questions" for keyboards. Each question is a radio group: arrows move between the
 * seven answers, and the seven fit a 390 px phone.
 */
export function Survey({ questions, answers, onAnswer }: SurveyProps) {
  const [shown, setShown] = useState(SURVEY_FIRST_QUESTIONS);
  const end = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const ids = questions.map((question) => question.id);
  const current = firstUnanswered(ids, answers);
  const more = shown < questions.length;

  useEffect(() => {
    const target = end.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + SURVEY_MORE_QUESTIONS);
      },
      { rootMargin: `0px 0px ${SCROLL_DISTANCE_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, shown]);

  const answer = (questionId: number, value: number) => {
    onAnswer(questionId, value);
    const next = firstUnanswered(ids, new Map([...answers, [questionId, value]]));
    if (next >= shown) setShown((count) => Math.max(count, next + 1));
    // Bring the next question up without taking the keyboard focus away.
    requestAnimationFrame(() =>
      items.current.get(ids[next] ?? -1)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
  };

  return (
    <Stack>
      <Progress
        value={questions.length ? (answers.size / questions.length) * 100 : 0}
        aria-label={`${answers.size} of ${questions.length} answered`}
      />
      <Text size="sm" aria-live="polite">
        {answers.size} of {questions.length} answered
      </Text>
      <Stack component="ol" gap="sm" style={listReset}>
        {questions.slice(0, shown).map((question, index) => (
          <Paper
            component="li"
            key={question.id}
            ref={(element: HTMLElement | null) => {
              if (element) items.current.set(question.id, element);
              else items.current.delete(question.id);
            }}
            withBorder
            p="md"
            radius="md"
            aria-current={index === current ? 'step' : undefined}
            style={
              index === current ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined
            }
          >
            <RatingScale
              label={`${index + 1}. ${question.question}`}
              value={answers.get(question.id) ?? null}
              onChange={(rating) => answer(question.id, rating)}
              current={index === current}
            />
          </Paper>
        ))}
      </Stack>
      <div ref={end} />
      {more && (
        <Button variant="default" onClick={() => setShown((count) => count + SURVEY_MORE_QUESTIONS)}>
          Show more questions
        </Button>
      )}
    </Stack>
  );
}

/** The answers as the API takes them, in the order asked. */
export const answersPayload = (
  questions: TakeableAssessment['questions'],
  answers: ReadonlyMap<number, number>,
) =>
  questions
    .filter((question) => answers.has(question.id))
    .map((question) => ({
      question: question.id,
      answer: answers.get(question.id)!,
    }));

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
