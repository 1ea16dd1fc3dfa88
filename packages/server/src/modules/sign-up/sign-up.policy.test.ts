import { describe, expect, it } from 'vitest';
import { clientFeatureProblems } from '@tandem/shared';
import { chosenAreasProblem, planForSubDomain, type SignUpPlan } from './sign-up.policy';

const problemsOf = (plan: SignUpPlan) =>
  clientFeatureProblems({
    home: plan.home,
    habit_program: plan.theme,
    pulse_survey: plan.assignedPulseSurvey,
    allow_daily_exercises: plan.allowDailyExercises,
    allow_self_reflect: plan.allowSelfReflect,
    allow_goals: plan.allowGoals,
    allow_progress: plan.allowProgress,
    allow_courses: plan.allowCourses,
    allow_assessments: plan.allowAssessments,
  });

describe('planForSubDomain', () => {
  const coach = { coachId: 5, companyId: 9 };

  it("uses the coach's program and that program's survey, with every feature on", () => {
    const plan = planForSubDomain(coach, { id: 3, pulseSurveyId: 4 });
    expect(plan).toMatchObject({
      coachId: 5,
      companyId: 9,
      home: 'daily_exercises',
      theme: 3,
      assignedPulseSurvey: 4,
      allowDailyExercises: true,
      allowSelfReflect: true,
      defaultCourses: true,
    });
    expect(problemsOf(plan)).toEqual([]);
  });

  it('turns off self reflect when the program has no survey', () => {
    const plan = planForSubDomain(coach, { id: 3, pulseSurveyId: null });
    expect(plan.allowSelfReflect).toBe(false);
    expect(problemsOf(plan)).toEqual([]);
  });

  it('without a program turns off the exercises and reflections and lands on goals', () => {
    const plan = planForSubDomain(coach, null);
    expect(plan).toMatchObject({
      home: 'goals',
      theme: null,
      allowDailyExercises: false,
      allowSelfReflect: false,
    });
    expect(problemsOf(plan)).toEqual([]);
  });
});

describe('chosenAreasProblem', () => {
  const pickTwo = { assignAll: false, maxNumberOfAllowedGroups: 2 };

  it('asks nothing of a program that assigns every area', () => {
    expect(chosenAreasProblem({ ...pickTwo, assignAll: true }, [1, 2, 3], [])).toBeNull();
  });

  it('wants exactly the maximum of distinct areas of the program', () => {
    expect(chosenAreasProblem(pickTwo, [1, 2, 3], [3, 1])).toBeNull();
    expect(chosenAreasProblem(pickTwo, [1, 2, 3], [1])).toBe('count');
    expect(chosenAreasProblem(pickTwo, [1, 2, 3], [1, 2, 3])).toBe('count');
    expect(chosenAreasProblem(pickTwo, [1, 2, 3], [2, 2])).toBe('count');
    expect(chosenAreasProblem(pickTwo, [1, 2, 3], [1, 9])).toBe('unknown');
  });

  it('wants all of them when the program has fewer areas than its maximum', () => {
    expect(chosenAreasProblem(pickTwo, [4], [4])).toBeNull();
    expect(chosenAreasProblem(pickTwo, [], [])).toBeNull();
  });
});
