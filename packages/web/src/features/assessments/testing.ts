import type { AssessmentBreakDown, CoachAssessment, TakeableAssessment } from '@tandem/shared';
import { DEFAULT_CTA } from '@tandem/shared';

/* Builders shaped like the API contract, for this feature's tests (and other features' tests). */

export const buildTakeable = (
  questionCount = 3,
  overrides: Partial<TakeableAssessment> = {},
): TakeableAssessment => ({
  id: 64,
  name: 'Well-being Check',
  description: 'A quick look at energy and focus.',
  instructions: 'Choose how much you agree.',
  questions: Array.from({ length: questionCount }, (_, index) => ({
    id: 100 + index,
    question: `Statement number ${index + 1}`,
  })),
  ...overrides,
});

export const buildBreakDown = (overrides: Partial<AssessmentBreakDown> = {}): AssessmentBreakDown => ({
  assessment: { id: 64, name: 'Well-being Check', description: 'A quick look.' },
  full_name: 'Hana Sato',
  created_at: '2026-11-20T10:00:00Z',
  overall: 71,
  attributes: [
    {
      id: 1,
      name: 'Energy',
      score: 71,
      band: 'high',
      answered: 3,
      questions: 3,
      report: 'Energy is a strength.',
    },
  ],
  ...overrides,
});

export const buildRunning = (overrides: Partial<CoachAssessment> = {}): CoachAssessment => ({
  id: 7,
  assessment: { id: 64, name: 'Well-being Check', num_of_questions: 16 },
  link: '/assessments/7/3f1c2a7e-8b4d-4c1e-9a2b-5d6e7f8a9b0c',
  notify_on_completion: false,
  show_search: false,
  promo_required: false,
  promo_code: '',
  cta_enabled: false,
  cta_link: DEFAULT_CTA.link,
  cta_link_text: DEFAULT_CTA.linkText,
  cta_title: DEFAULT_CTA.title,
  cta_subtitle: DEFAULT_CTA.subtitle,
  cta_img: '',
  results: 2,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});
