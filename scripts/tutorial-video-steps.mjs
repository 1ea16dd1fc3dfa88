// The six tutorials of scripts/make-tutorial-videos.mjs, by the slug the web app knows them by
// (packages/web/src/features/help/utils/tutorials.ts). Each is a title and steps: a step acts on
// the page, then is photographed with its caption; what `act` answers is ringed in the picture,
// `poster` picks the poster and `notice` keeps the notification the step raised.

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/**
 * @typedef {object} Step
 * @property {string} caption
 * @property {(page: Page) => Promise<Locator | Locator[] | void>} act  returns what to ring, if anything
 * @property {boolean} [poster]
 * @property {boolean} [notice]  keep the notification the step raised in the picture
 */

/** Opens a Mantine select by its label (inside `scope`) and picks an option. */
async function choose(page, label, option, scope = page.locator('body')) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A heading by its exact text. */
const heading = (page, name) => page.getByRole('heading', { name, exact: true }).first();

/** The closest section around a heading (the heading's parent). */
const sectionOf = (page, name) => heading(page, name).locator('xpath=..');

/** @type {Record<string, {title: string, steps: Step[]}>} */
export const TUTORIALS = {
  'inviting-clients': {
    title: 'Inviting clients',
    steps: [
      {
        caption: 'To invite clients, open Client Onboarding from the menu.',
        act: async (page) => {
          await page.goto('/dashboard');
          await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
          return page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: 'Client Onboarding' });
        },
      },
      {
        caption: "Type each person's first name, last name and e-mail address.",
        act: async (page) => {
          await page.goto('/client-onboarding');
          await page.getByLabel('First name of client 1').fill('Robin');
          await page.getByLabel('Last name of client 1').fill('Lake');
          await page.getByLabel('Email of client 1').fill('robin.lake@example.test');
          return [page.getByLabel('First name of client 1'), page.getByLabel('Email of client 1')];
        },
        poster: true,
      },
      {
        caption: 'Add a row for each extra person, or upload a CSV file to invite many at once.',
        act: async (page) => [
          page.getByRole('button', { name: 'Add another client' }),
          page.getByText('Drop a CSV file here'),
        ],
      },
      {
        caption: 'Choose what they may use, from daily exercises to messages, and their home page.',
        act: async (page) => [heading(page, 'Features'), page.getByRole('textbox', { name: 'Home Page' })],
      },
      {
        caption: 'Pick their habit program. Its pulse survey comes along, or choose another.',
        act: async (page) => {
          await choose(page, 'Habit Program', 'Foundations of Wellbeing');
          await page.waitForTimeout(300);
          return [heading(page, 'Program'), page.getByRole('textbox', { name: 'Pulse Survey' })];
        },
      },
      {
        caption: 'Save: each person gets an e-mail with a link to sign up.',
        act: async (page) => {
          const save = page.getByRole('button', { name: 'Save' });
          await save.scrollIntoViewIfNeeded();
          return save;
        },
      },
      {
        caption: 'Until they sign up, invitations wait under Pending Invitations: resend, write, or delete.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Save' }).click();
          await page.getByText('Invitations sent!').waitFor();
          await page.waitForTimeout(500);
          return sectionOf(page, 'Pending Invitations');
        },
        notice: true,
      },
    ],
  },

  'habit-programs': {
    title: 'Building a habit program',
    steps: [
      {
        caption: 'Habit Programs lists your programs and those your company shares.',
        act: async (page) => {
          await page.goto('/habit-programs');
          await page.getByRole('heading', { name: 'Habit Programs' }).first().waitFor();
          await page.waitForTimeout(500);
        },
      },
      {
        caption: 'New Habit Program: give it a name and create it.',
        act: async (page) => {
          await page.goto('/habit-programs/new');
          await page.getByLabel('Name').fill('Evening Reset');
          return page.getByRole('button', { name: 'Create' });
        },
      },
      {
        caption: 'A program holds areas of focus, each with its exercises. Start with an area.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Create' }).click();
          await page.waitForURL(/\/habit-programs\/\d+$/);
          await page.getByRole('button', { name: 'Add Area of Focus' }).waitFor();
          return page.getByRole('button', { name: 'Add Area of Focus' });
        },
      },
      {
        caption: 'Name the area of focus and give it a colour.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Add Area of Focus' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('Name').fill('Rest');
          await dialog.getByRole('radio', { name: 'Teal' }).click();
          return dialog;
        },
      },
      {
        caption: 'Then add exercises: what to do, how to do it and why it helps.',
        act: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
          await page.getByRole('listitem', { name: 'Rest' }).waitFor();
          await page.getByRole('button', { name: 'Add Exercise' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('Title').fill('Screen-free last hour');
          await dialog.getByLabel('Description').fill('Spend the hour before bed away from screens.');
          await dialog
            .getByLabel('How')
            .fill('Put your phone on its charger in another room an hour before bed.');
          await dialog.getByLabel('Why').fill('Evenings without screens make falling asleep easier.');
          return dialog;
        },
        poster: true,
      },
      {
        caption: 'Buffer sets the days before an exercise repeats; Available For, how long it stays open.',
        act: async (page) => {
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('Buffer').fill('2');
          await dialog.getByLabel('Available For').fill('1');
          const buffer = dialog.getByLabel('Buffer');
          await buffer.scrollIntoViewIfNeeded();
          return buffer.locator('xpath=../../..');
        },
      },
      {
        caption: 'Each day, clients on the program receive exercises drawn from the areas they chose.',
        act: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
          await page.getByText('Saved').first().waitFor();
          await page.keyboard.press('Escape');
          const list = page.getByRole('list', { name: 'Exercises' });
          await list.getByText('Screen-free last hour').waitFor();
          await page.waitForTimeout(400);
          return list;
        },
      },
    ],
  },

  'pulse-surveys': {
    title: 'Setting up a pulse survey',
    steps: [
      {
        caption: 'A pulse survey is the short daily reflection your clients answer.',
        act: async (page) => {
          await page.goto('/pulse-surveys');
          await page.getByRole('heading', { name: 'Pulse Surveys' }).first().waitFor();
          await page.waitForTimeout(500);
        },
      },
      {
        caption: 'New Pulse Survey: name it and save.',
        act: async (page) => {
          await page.goto('/pulse-surveys-new');
          await page.getByLabel('Name').fill(`Evening Check`);
          return page.getByRole('button', { name: 'Save' });
        },
      },
      {
        caption: 'Set the open-ended question and how many statements a day each client rates.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Save' }).click();
          await page.waitForURL(/\/pulse-surveys\/\d+$/);
          await page.getByRole('button', { name: 'Add Graph' }).waitFor();
          await page.waitForTimeout(400);
          return page.locator('form').first();
        },
      },
      {
        caption: 'Graphs group statements into what you want to follow, such as Calm.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Add Graph' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('Name').fill('Calm');
          return dialog;
        },
      },
      {
        caption: 'Write statements clients rate from 1, Strongly Disagree, to 7, Strongly Agree.',
        act: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
          await page.getByRole('list', { name: 'Graphs' }).getByRole('listitem', { name: 'Calm' }).waitFor();
          await page.getByRole('button', { name: 'Add Question' }).click();
          const dialog = page.getByRole('dialog');
          await dialog
            .getByRole('textbox', { name: 'Statement' })
            .fill('I felt calm for most of my evening.');
          await dialog.getByRole('switch', { name: /Always asked/ }).check();
          await choose(page, 'Dimension', 'Calm', dialog);
          return dialog;
        },
        poster: true,
      },
      {
        caption: 'Statements marked Always asked come every day; the others take turns.',
        act: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
          const list = page.getByRole('list', { name: 'Questions' });
          await list.getByText('I felt calm for most of my evening.').waitFor();
          await page.waitForTimeout(400);
          return list;
        },
      },
      {
        caption: 'Preview shows the reflection as your clients will see it.',
        act: async (page) => {
          await page.getByRole('link', { name: 'Preview' }).click();
          await page.waitForURL(/\/preview$/);
          await page.getByText('I felt calm for most of my evening.').waitFor();
          await page.waitForTimeout(400);
        },
      },
      {
        caption: 'Give the survey to clients here, or choose it when you invite them.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Back' }).click();
          await page.waitForURL(/\/pulse-surveys\/\d+$/);
          const section = page.getByRole('region', { name: 'Assigned Clients' });
          await section.getByRole('textbox', { name: 'Add Client' }).fill('Casey');
          await page.getByRole('option', { name: /Casey Morgan/ }).click();
          await section.getByRole('button', { name: 'Add', exact: true }).click();
          await section.getByRole('list', { name: 'Assigned clients' }).getByText('Casey Morgan').waitFor();
          await page.waitForTimeout(300);
          return section;
        },
      },
    ],
  },

  courses: {
    title: 'Creating a course',
    steps: [
      {
        caption: 'Courses lists your courses; move them up or down to set their order.',
        act: async (page) => {
          await page.goto('/coach-courses');
          await page.getByRole('heading', { name: 'Courses' }).first().waitFor();
          await page.waitForTimeout(600);
        },
      },
      {
        caption: 'New Course: a title, a description and, when it is ready, Published.',
        act: async (page) => {
          await page.goto('/courses/new');
          await page.getByLabel('Title').fill('Sleep Better');
          await page.getByLabel('Description').fill('Two short lessons on winding down.');
          await page.getByRole('switch', { name: /Published/ }).check();
          return page.locator('form').first();
        },
      },
      {
        caption: 'Choose which clients may take it.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Save' }).click();
          await page.waitForURL(/\/coach-courses\/\d+$/);
          await choose(page, 'Give access to', /Priya Patel/);
          await page.getByRole('button', { name: 'Give Access' }).click();
          const list = page.getByRole('list', { name: 'Clients with access' });
          await list.getByText('Priya Patel').waitFor();
          await list.scrollIntoViewIfNeeded();
          return list.locator('xpath=..');
        },
      },
      {
        caption: 'A course is made of modules. Add one, with a title and a short description.',
        act: async (page) => {
          await page.getByRole('link', { name: 'Add Module' }).click();
          await page.waitForURL(/\/modules\/new$/);
          await page.getByLabel('Title').fill('Week one');
          await page.getByLabel('Description').fill('Start tonight.');
          await page.getByRole('switch', { name: /Published/ }).check();
          return page.locator('form').first();
        },
      },
      {
        caption: 'Each module holds lessons: video, audio, PDF, a file, YouTube or a web page.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Save' }).click();
          await page.waitForURL(/\/courses\/modules\/\d+$/);
          await page.getByRole('button', { name: 'Add Lesson' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('Title').fill('Why sleep matters');
          await choose(page, 'Type', 'YouTube', dialog);
          await dialog.getByLabel('URL').fill('https://www.youtube.com/watch?v=example');
          await dialog.getByRole('switch', { name: /Published/ }).check();
          return dialog;
        },
        poster: true,
      },
      {
        caption: 'Lessons are listed in their module; move them up or down to reorder them.',
        act: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
          const list = page.getByRole('list', { name: 'Lessons' });
          await list.getByText('Why sleep matters').waitFor();
          await page.waitForTimeout(400);
          return list;
        },
      },
      {
        caption: 'Back on the course, add more modules. Clients see only what is published.',
        act: async (page) => {
          await page.getByRole('link', { name: 'Sleep Better' }).click();
          await page.waitForURL(/\/coach-courses\/\d+$/);
          const list = page.getByRole('list', { name: 'Modules' });
          await list.getByText('Week one').waitFor();
          await page.waitForTimeout(400);
          return list.locator('xpath=..');
        },
      },
    ],
  },

  dashboard: {
    title: "Reading the dashboard and a client's detail",
    steps: [
      {
        caption: 'The dashboard has a card for each of your clients.',
        act: async (page) => {
          await page.goto('/dashboard');
          await page.getByRole('article').first().waitFor();
          await page.waitForTimeout(800);
        },
      },
      {
        caption: 'Each card: habit program, last login, and seven days of momentum and pulse.',
        act: async (page) => page.getByRole('article').first(),
        poster: true,
      },
      {
        caption: 'Filter active, deactivated or all clients, and search by name.',
        act: async (page) => {
          await page.getByLabel('Search clients').fill('Priya');
          await page.getByRole('article', { name: 'Priya Patel' }).waitFor();
          await page.waitForTimeout(500);
          return page.getByLabel('Search clients').locator('xpath=../../..');
        },
      },
      {
        caption: 'Open a client to see their detail, starting with their settings.',
        act: async (page) => {
          await page.getByRole('link', { name: 'Edit Priya Patel' }).click();
          await page.waitForURL(/\/client-detail\/\d+\/settings$/);
          await page.waitForTimeout(600);
          return page.getByRole('tablist');
        },
      },
      {
        caption: 'Goals shows the goals they set, why they matter and the milestones done.',
        act: async (page) => {
          await page.getByRole('tab', { name: 'Goals' }).click();
          await page.waitForTimeout(900);
        },
      },
      {
        caption: 'Pulse charts how often they reflect, the numbers they track and each graph.',
        act: async (page) => {
          await page.getByRole('tab', { name: 'Pulse' }).click();
          await page.waitForTimeout(1200);
        },
      },
      {
        caption: 'Reflections: their words as a cloud and a list. Private entries stay private.',
        act: async (page) => {
          await page.getByRole('tab', { name: 'Reflections' }).click();
          await page.waitForTimeout(1200);
        },
      },
      {
        caption: 'Habits shows their progress by area, their own habits, commitments and exercise history.',
        act: async (page) => {
          await page.getByRole('tab', { name: 'Habits' }).click();
          await page.waitForTimeout(1200);
        },
      },
    ],
  },

  'messages-and-assessments': {
    title: 'Messages and assessments',
    steps: [
      {
        caption: 'Messages lists your conversations; choose one to chat.',
        act: async (page) => {
          await page.goto('/messages');
          const rooms = page.getByRole('navigation', { name: 'Conversations' });
          await rooms.getByRole('button').first().click();
          await page.getByRole('textbox', { name: 'Message' }).waitFor();
          await page.waitForTimeout(600);
          return rooms;
        },
      },
      {
        caption: 'Write your message and send it: your client gets it at once.',
        act: async (page) => {
          await page
            .getByRole('textbox', { name: 'Message' })
            .fill('Great week! How did the evening routine go?');
          return page.getByRole('textbox', { name: 'Message' }).locator('xpath=ancestor::form');
        },
      },
      {
        caption: 'Start a Conversation finds any of your clients.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Send' }).click();
          await page.getByText('Great week! How did the evening routine go?').last().waitFor();
          await page.waitForTimeout(400);
          return page.getByRole('button', { name: 'Start a Conversation' });
        },
      },
      {
        caption: 'The Assessment Library holds ready-made assessments and the ones you create.',
        act: async (page) => {
          await page.goto('/coach/assessment-library');
          await page.getByRole('heading', { level: 3 }).first().waitFor();
          await page.waitForTimeout(600);
        },
      },
      {
        caption: 'Send Assessments: pick an assessment and the clients or cohorts to take it.',
        act: async (page) => {
          await page.goto('/coach/assessment-distribute');
          await choose(page, 'Assessment', /Well-being Check/);
          await choose(page, 'Clients', 'Mei Lin (mei.lin@demo.test)');
          await page.keyboard.press('Escape');
          return page.getByRole('region', { name: 'Send to clients' });
        },
        poster: true,
      },
      {
        caption: 'Your clients find it under Assessments, ready to take.',
        act: async (page) => {
          await page.getByRole('button', { name: 'Send' }).click();
          await page.getByText('Sent to 1 client.').waitFor();
          await page.waitForTimeout(300);
        },
        notice: true,
      },
      {
        caption: 'Assessment Results lists every result, from your clients and from leads, newest first.',
        act: async (page) => {
          await page.goto('/coach/assessments');
          await page.getByRole('row').nth(1).waitFor();
          await page.waitForTimeout(500);
        },
      },
      {
        caption: 'Open one for the scores by attribute and the full report.',
        act: async (page) => {
          await page.getByRole('row').nth(1).getByRole('link').first().click();
          await page.getByRole('heading', { name: 'Full report' }).waitFor();
          await page.waitForTimeout(800);
        },
      },
    ],
  },
};
