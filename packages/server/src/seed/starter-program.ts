/*
 * The content of the demo's starter habit program, written by us for Tandem: five areas of focus
 * with seven exercises each. Each exercise is small enough to do on a busy day; `how` gives
 * concrete steps and `why` the reasoning in plain words (no studies are cited, so none can be
 * misquoted).
 *
 * Scheduling fields, as the generation rules read them (packages/shared/src/rules/
 * exercise-selection.ts): `buffer` is how many days an exercise rests before it may come again,
 * `availableFor` how many days it stays on the list, `onlyOn` the weekdays it may be given
 * (0 Monday .. 6 Sunday). Exercises are given on work-week days only, so the weekend ones are
 * given on Friday and stay available through Sunday rather than being pinned to Saturday.
 */

/** A link shown with an exercise. */
export interface StarterResource {
  instruction: string;
  url: string;
}

/** One template exercise of the starter program. */
export interface StarterExercise {
  /** The title. */
  shortDescription: string;
  description: string;
  how: string;
  why: string;
  buffer: number;
  availableFor: number;
  onlyOn?: number[];
  always?: boolean;
  /** Disabled exercises stay in the library but are never given. */
  active?: boolean;
  resources?: StarterResource[];
}

/** One area of focus with its exercises. */
export interface StarterArea {
  name: string;
  color: string;
  exercises: StarterExercise[];
}

const FRIDAY = 4;
const MONDAY = 0;
const WEDNESDAY = 2;

const SLEEP_AND_ENERGY: StarterArea = {
  name: 'Sleep & Energy',
  color: '#4c6ef5',
  exercises: [
    {
      shortDescription: 'Set a wind-down alarm',
      description:
        'Most of us set an alarm to wake up and none to stop. Tonight you give your evening an ending: a reminder that the day is over and it is time to get ready for sleep.',
      how: 'Pick the time you want to be asleep tonight and set an alarm for one hour before it, labelled "Wind down". When it rings, finish the task in front of you rather than starting a new one. Dim the lights, put your phone on its charger and switch to something calm: a shower, a book, tidying the kitchen.',
      why: 'A fixed cue does the deciding for you at the moment you are least able to decide. A calmer last hour also makes falling asleep easier.',
      buffer: 3,
      availableFor: 1,
    },
    {
      shortDescription: 'Morning daylight',
      description:
        'Get outside in natural light within the first hour of your day, even briefly and even when it is grey.',
      how: 'Within an hour of waking, step outside for at least ten minutes: walk to the bus stop, drink your coffee on the step or take the long way to the shop. Leave the sunglasses off unless the light is uncomfortable. If you cannot go out, sit right next to the brightest window you have.',
      why: 'Daylight in the morning is the strongest signal your body clock gets. A clock set early in the day helps you feel alert in the morning and sleepy at night.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'Caffeine cut-off at 2 pm',
      description:
        'Enjoy your coffee or tea in the morning and let the afternoon be caffeine-free, just for today.',
      how: 'Have your last caffeinated drink before 2 pm. Decide now what you will drink instead in the afternoon (water, herbal tea, decaf) and have it ready. If you feel a dip around 3 pm, take a short walk or a glass of cold water first and see whether it passes.',
      why: 'Caffeine stays in the body for many hours, so an afternoon cup can still be working at bedtime. Most people sleep more deeply without it, even when they fall asleep fine.',
      buffer: 4,
      availableFor: 1,
    },
    {
      shortDescription: 'Phone out of the bedroom',
      description:
        'Charge your phone outside the bedroom tonight, so the last and first thing you see is not a screen.',
      how: 'Choose a spot for the phone outside the bedroom, in the kitchen or the hall, and put the charger there. If you use the phone as an alarm, use a cheap alarm clock or set the phone loud enough to hear from the next room. Put a book or a notebook where the phone usually lies.',
      why: 'Scrolling in bed keeps the mind busy and pushes bedtime later without us noticing. Removing the temptation is easier than resisting it every night.',
      buffer: 5,
      availableFor: 2,
      resources: [
        {
          instruction: 'The Sleep Foundation explains sleep hygiene and how to set up a bedroom for sleep.',
          url: 'https://www.sleepfoundation.org/sleep-hygiene',
        },
      ],
    },
    {
      shortDescription: 'Ten-minute rest, not a nap',
      description:
        'Take a short, deliberate rest in the early afternoon instead of pushing through the slump with sugar or another coffee.',
      how: 'Between 1 and 3 pm, set a timer for ten minutes. Sit or lie down somewhere quiet, close your eyes and let your breathing slow; it does not matter whether you fall asleep. When the timer rings, stand up, stretch and drink a glass of water before going back to work.',
      why: 'A brief rest restores alertness without the grogginess of a long nap, and it is too short to disturb your sleep at night.',
      buffer: 3,
      availableFor: 1,
    },
    {
      shortDescription: 'Map your energy',
      description:
        'Notice when your energy is high and when it dips, so you can plan your day around it instead of against it.',
      how: 'Three times today (late morning, mid-afternoon and early evening) rate your energy from 1 to 5 and note what you had just been doing or eating. At the end of the day, look for the pattern. Write down one thing you could move into your best hour tomorrow.',
      why: 'Energy is not constant through the day, and most of us guess wrong about our own rhythm. A few honest notes turn a vague feeling into something you can act on.',
      buffer: 7,
      availableFor: 2,
    },
    {
      shortDescription: 'Keep your wake-up time this weekend',
      description:
        'Get up within an hour of your usual weekday time on Saturday and Sunday, so Monday morning does not feel like jet lag.',
      how: 'Set your weekend alarm for no more than an hour after your weekday one. Plan something small and pleasant for that first hour, like a walk, a slow breakfast or a favourite podcast, so there is a reason to get up. If you are tired, take a short rest in the early afternoon rather than sleeping in.',
      why: 'Sleeping in for hours shifts your body clock later, which makes Sunday night hard and Monday heavy. A steady wake time is one of the simplest ways to sleep better all week.',
      buffer: 6,
      availableFor: 3,
      onlyOn: [FRIDAY],
    },
  ],
};

const MOVEMENT: StarterArea = {
  name: 'Movement',
  color: '#12b886',
  exercises: [
    {
      shortDescription: 'A brisk ten-minute walk',
      description:
        'Ten minutes of walking at a pace where you can talk but would rather not sing. No kit, no changing clothes.',
      how: 'Pick a moment when you would otherwise sit: after lunch, between two meetings or on the way home. Walk briskly for ten minutes, five out and five back if you need a route. Leave the headphones off for once and notice what is around you.',
      why: 'Short bouts of moderate movement add up, and a walk after a meal also helps you avoid the afternoon slump. Ten minutes is short enough that there is no good excuse.',
      buffer: 1,
      availableFor: 1,
      resources: [
        {
          instruction: 'The NHS guide to exercise: how much activity adults need and easy ways to get it.',
          url: 'https://www.nhs.uk/live-well/exercise/',
        },
      ],
    },
    {
      shortDescription: 'Desk stretch break',
      description:
        'Undo a few hours of sitting with a two-minute stretch for neck, shoulders, back and hips.',
      how: 'Stand up and roll your shoulders back five times. Tilt your head slowly to each side and hold for a breath. Clasp your hands behind your back and open your chest, then do five slow hip circles each way. Repeat once more in the afternoon.',
      why: 'Long periods in one position stiffen the body and tire the mind. Moving every couple of hours is easier on your back than any perfect chair.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'Take the stairs all day',
      description:
        'For one day, every time there is a choice between stairs and a lift or escalator, take the stairs.',
      how: 'Decide before you leave home that today you take the stairs whenever you can. If you work high up, take the lift part of the way and walk the last two or three floors. Count how many flights you climbed by the evening.',
      why: 'Stairs are free exercise built into the day. Deciding in advance removes the small negotiation you would otherwise have at every lift.',
      buffer: 3,
      availableFor: 1,
    },
    {
      shortDescription: 'Strength snack',
      description: 'Three short rounds of simple body-weight moves you can do in your work clothes.',
      how: 'Do ten squats (sit back as if onto a chair), ten push-ups against a wall or the edge of a table, and a thirty-second plank on your knees or toes. Rest a minute and repeat twice more. Go gently the first time; it should feel like effort, not pain.',
      why: 'Muscle strength matters for energy, posture and healthy ageing, and it can be built in minutes at a time. Short sessions are easier to fit in than a trip to the gym.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'Walk while you talk',
      description: 'Take one phone call today standing up or walking instead of sitting at your desk.',
      how: 'Look at your calendar and pick one call that does not need a screen. Put your headphones in and walk, around the block, the office or your home. If walking is not possible, stand and shift your weight from foot to foot.',
      why: 'It turns time you already spend into movement without needing any extra time. Many people also find they think more clearly on their feet.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'A long walk this weekend',
      description:
        'Plan a walk of an hour or more for Saturday or Sunday, somewhere you enjoy being: a park, a riverside, a new neighbourhood.',
      how: 'Choose the day, the time and the route now, and put it in your calendar. Invite someone if you like company, or make it a quiet hour on your own. Take water and a snack, and leave the step count alone: the point is to be outside and moving.',
      why: 'A longer, unhurried walk is good for body and mind alike, and time outdoors is one of the most reliable ways to reset after a busy week. Planning it on Friday makes it far more likely to happen.',
      buffer: 6,
      availableFor: 3,
      onlyOn: [FRIDAY],
    },
    {
      shortDescription: 'Try a new kind of movement',
      description:
        'Do something active you have not done in a long time, or ever: a dance class, a bike ride, a swim, a climbing wall, a yoga video.',
      how: 'Pick one option that sounds fun rather than worthy, and look up when and where you could try it in the next three days. Book it or put it in your calendar. Afterwards, note how it felt and whether you would do it again.',
      why: 'Enjoyment is the best predictor of whether we keep moving. Trying new things is how you find the kind of movement you will actually look forward to.',
      buffer: 14,
      availableFor: 3,
    },
  ],
};

const MINDFULNESS: StarterArea = {
  name: 'Mindfulness',
  color: '#9775fa',
  exercises: [
    {
      shortDescription: 'Three breaths before you start',
      description:
        'Before you open your e-mail or your first task of the day, stop for three slow breaths. That is the whole exercise.',
      how: 'Sit down at your desk or wherever your work begins and put your hands in your lap. Breathe in slowly through the nose, and out even more slowly through the mouth, three times. Notice how you feel right now, then begin.',
      why: 'It takes less than a minute and it gives you a moment of choice before the day starts choosing for you. Done daily, it becomes a reliable anchor.',
      buffer: 0,
      availableFor: 1,
      always: true,
    },
    {
      shortDescription: 'Box breathing',
      description:
        'A simple breathing pattern that helps when you feel tense, rushed or before a difficult conversation.',
      how: 'Breathe in through your nose for a count of four, hold for four, breathe out for four and hold for four. Repeat for four rounds, about a minute in total. If holding feels uncomfortable, shorten the holds to two.',
      why: 'Slow, even breathing is one of the few direct levers we have on the body’s stress response. Counting also gives a busy mind something simple to do.',
      buffer: 3,
      availableFor: 1,
    },
    {
      shortDescription: 'Ten-minute body scan',
      description:
        'Lie down or sit comfortably and move your attention slowly through your body, from your toes to your head.',
      how: 'Find ten quiet minutes and close your eyes. Starting with your feet, notice each part of your body in turn (feet, legs, hips, belly, chest, hands, arms, shoulders, face) without trying to change anything. When your mind wanders, and it will, gently bring it back to where you were.',
      why: 'Practising attention on the body builds the skill of noticing tension before it turns into a headache or a short temper. Many people also find it a good way to fall asleep.',
      buffer: 4,
      availableFor: 2,
      resources: [
        {
          instruction:
            'The NHS page on mindfulness explains what it is and how to practise it in daily life.',
          url: 'https://www.nhs.uk/mental-health/self-help/tips-and-support/mindfulness/',
        },
      ],
    },
    {
      shortDescription: 'One mindful cup',
      description: 'Drink one cup of coffee or tea today without doing anything else at the same time.',
      how: 'Make your drink and sit down with it away from your screens. Notice the warmth of the cup, the smell, the first taste. When you catch yourself planning or reaching for your phone, come back to the cup until it is finished.',
      why: 'Mindfulness does not need extra time; it can live inside things you already do. A small daily ritual is a gentle way to practise being where you are.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'Three good things',
      description: 'Before bed, write down three things that went well today and why they went well.',
      how: 'Keep a notebook by your bed or use your journal. Write three things, big or small, that went well today: a good conversation, a finished task, a nice meal. Next to each one, write a sentence on why it happened, including your own part in it.',
      why: 'Our attention is drawn to what went wrong; this tips the balance back. Asking why also reminds you of what you can repeat.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'Name the feeling',
      description: 'The next time you feel a strong emotion today, pause and put a precise name on it.',
      how: 'When you notice irritation, worry or a knot in your stomach, stop for a moment. Say to yourself, or write down, what you feel as exactly as you can: not just "bad", but "disappointed", "overlooked" or "nervous about Thursday". Notice whether naming it changes its strength.',
      why: 'Putting a feeling into words creates a little distance from it, which makes it easier to choose how to respond rather than react.',
      buffer: 5,
      availableFor: 1,
    },
    {
      shortDescription: 'Twenty-minute silent sit',
      description:
        'A longer, unguided meditation for people who already have a steady short practice. Disabled by default: turn it on for clients who ask for more.',
      how: 'Sit upright on a chair or cushion, set a gentle timer for twenty minutes and close your eyes. Rest your attention on the breath at the nostrils or the belly. Each time you notice you are thinking, note "thinking" and return to the breath, without judging yourself.',
      why: 'Longer sessions let the mind settle further than short ones can. It is kept for later because starting too big is the most common reason people give up meditating.',
      buffer: 3,
      availableFor: 1,
      active: false,
    },
  ],
};

const CONNECTION: StarterArea = {
  name: 'Connection',
  color: '#ff8787',
  exercises: [
    {
      shortDescription: 'Send a specific thank-you',
      description: 'Thank one person today for something specific they did, in a message or in person.',
      how: 'Think of someone who helped you recently, at work or at home, however small the help was. Tell them exactly what they did and what difference it made, for example: "Thanks for covering the call on Tuesday, it meant I could pick up my son on time." Send it today rather than waiting for the right moment.',
      why: 'Specific thanks is more meaningful to the person receiving it than a general one, and expressing gratitude tends to lift the giver’s mood as well.',
      buffer: 3,
      availableFor: 1,
    },
    {
      shortDescription: 'Ask a better question',
      description: 'Replace one "How are you?" today with a question that invites a real answer.',
      how: 'Prepare one question in advance, such as "What was the best part of your weekend?" or "What are you looking forward to this week?". Ask it to a colleague, friend or family member. Then listen to the answer and ask one follow-up question.',
      why: 'Routine questions get routine answers. A slightly more personal question is often all it takes to turn small talk into a real exchange.',
      buffer: 4,
      availableFor: 1,
    },
    {
      shortDescription: 'Call, do not text',
      description:
        'Phone someone you care about and have not spoken to in a while, instead of sending a message.',
      how: 'Pick one person you have been meaning to catch up with. Send a quick message asking when suits them, or simply call. Ten minutes is enough; the point is to hear each other’s voice.',
      why: 'Voice carries warmth and tone that text does not, and people usually enjoy an unexpected call more than the caller expects.',
      buffer: 7,
      availableFor: 3,
    },
    {
      shortDescription: 'A meal without phones',
      description:
        'Share one meal today with phones out of sight, whether with family, friends or colleagues.',
      how: 'Suggest it before you sit down, and put your own phone in a bag or another room first. If you eat alone, use the time to call someone or simply enjoy the food without a screen. Notice how the conversation or the meal feels different.',
      why: 'A phone on the table, even face down, pulls a little attention away from the people around it. Meals are one of the easiest times to give each other full attention.',
      buffer: 2,
      availableFor: 1,
    },
    {
      shortDescription: 'Listen without fixing',
      description: 'In one conversation today, listen to understand, not to solve or to reply.',
      how: 'When someone tells you about a problem, resist offering advice for the first few minutes. Ask questions like "What was that like?" or "What do you think you will do?" and reflect back what you hear. Only offer a suggestion if they ask for one.',
      why: 'Most people want to feel understood before they want solutions. Being listened to well is rare, and people remember it.',
      buffer: 5,
      availableFor: 1,
    },
    {
      shortDescription: 'Put a plan in the diary',
      description: 'Midweek, arrange something to do together with someone this weekend or next.',
      how: 'Think of a friend, relative or neighbour you would like to see more of. Suggest something simple and specific: a walk on Saturday morning, a coffee on Sunday, a film next Friday. Agree on a day and a time and put it in both your calendars.',
      why: 'Good intentions to meet up fade unless they become a date. Arranging it midweek leaves time for both of you to say yes.',
      buffer: 6,
      availableFor: 2,
      onlyOn: [WEDNESDAY],
    },
    {
      shortDescription: 'An unasked-for kindness',
      description: 'Do one small kind thing today that nobody asked you to do.',
      how: 'Look for a chance during the day: make a colleague a cup of tea, leave a kind note, let someone go ahead in a queue, or help a neighbour with a bag. Do not mention it afterwards. In the evening, notice how it felt.',
      why: 'Small acts of kindness strengthen the ties around us and tend to make the giver feel good too. They cost very little.',
      buffer: 2,
      availableFor: 1,
    },
  ],
};

const FOCUS_AND_PURPOSE: StarterArea = {
  name: 'Focus & Purpose',
  color: '#f59f00',
  exercises: [
    {
      shortDescription: 'Choose your one thing',
      description:
        'Before opening e-mail or chat, decide the one task that would make today a good day if it were all you did.',
      how: 'Take a minute at the start of your day with a pen and a sticky note. Write the one most important task on it, phrased as an action ("Draft the budget section"), and stick it where you can see it. Do it before anything else that is not urgent.',
      why: 'The inbox is full of other people’s priorities. Choosing first protects time for what matters most to you.',
      buffer: 1,
      availableFor: 1,
    },
    {
      shortDescription: 'A 25-minute focus block',
      description: 'Work on one task for 25 minutes with every notification silenced.',
      how: 'Pick a single task and close everything that is not needed for it. Put your phone out of sight, turn on do-not-disturb and set a timer for 25 minutes. If a thought interrupts you, jot it down and return to the task; when the timer rings, take a five-minute break.',
      why: 'Switching between tasks costs more time and energy than it seems. A short, fixed block makes starting easy and keeps the work moving.',
      buffer: 1,
      availableFor: 1,
    },
    {
      shortDescription: 'Friday weekly review',
      description:
        'Close the week on purpose: look back at what happened and set up next week before you log off.',
      how: 'Block 20 minutes on Friday afternoon. Write down what you finished this week, what is still open and one thing you learned. Then choose the three things that matter most next week and put time for them in your calendar.',
      why: 'A regular review keeps small tasks from piling up unnoticed and lets you start Monday with a plan instead of a backlog. It also makes it easier to switch off for the weekend.',
      buffer: 6,
      availableFor: 2,
      onlyOn: [FRIDAY],
    },
    {
      shortDescription: 'Shut-down ritual',
      description: 'End your working day with the same short routine, so work stays at work.',
      how: 'Ten minutes before you stop, write down where you left each open task and the first step for tomorrow. Close all tabs and documents. Say or write a simple phrase, such as "Done for today", and then step away from your desk.',
      why: 'Unfinished tasks keep tugging at the mind in the evening. Writing down the next step lets you put them down with confidence.',
      buffer: 3,
      availableFor: 1,
    },
    {
      shortDescription: 'Connect a task to your why',
      description: 'Take the task you are most tempted to put off and write down why it matters to you.',
      how: 'Name the task you have been avoiding. Write one or two sentences on what finishing it will make possible for you or for someone you care about. Then do just the first five minutes of it.',
      why: 'Tasks feel heavier when they seem pointless. Reconnecting a chore to something you value makes it easier to start, and starting is usually the hardest part.',
      buffer: 5,
      availableFor: 1,
    },
    {
      shortDescription: 'Say no to one thing',
      description:
        'Decline, delegate or postpone one request or commitment that does not deserve your time this week.',
      how: 'Look at your calendar and to-do list for the week and pick one item that is neither important to you nor truly required. Write a short, polite reply declining or suggesting a later date, for example: "I can’t give this proper attention this week; could we look at it next month?" Send it today.',
      why: 'Every yes uses time that could go to something else. Saying no on purpose is how you protect the commitments that matter.',
      buffer: 7,
      availableFor: 3,
    },
    {
      shortDescription: 'Monday intentions',
      description: 'Start the week by writing down how you want it to go, not just what needs doing.',
      how: 'On Monday morning, write three short intentions for the week, such as "Leave on time on Wednesday", "Speak up in the planning meeting" or "Walk at lunch twice". Keep them where you will see them. On Friday, look back at how they went.',
      why: 'Intentions give a week a direction beyond the task list. Writing them down makes them far easier to remember when the week gets busy.',
      buffer: 6,
      availableFor: 1,
      onlyOn: [MONDAY],
    },
  ],
};

/** The demo coach's own program, which carries the starter content. */
export const FOUNDATIONS_NAME = 'Foundations of Wellbeing';
/** The demo company's managed (read-only) program. */
export const BRIGHTPATH_CORE_NAME = 'Brightpath Core Habits';

/** "Foundations of Wellbeing": the coach's own program, five areas of seven exercises. */
export const FOUNDATIONS_OF_WELLBEING: readonly StarterArea[] = [
  SLEEP_AND_ENERGY,
  MOVEMENT,
  MINDFULNESS,
  CONNECTION,
  FOCUS_AND_PURPOSE,
];

/** The program settings the starter content is written for. */
export const FOUNDATIONS_SETTINGS = { dailyExercises: 3, assignAll: false, maxNumberOfAllowedGroups: 3 };

/** An area made of exercises of a starter area, picked by title. */
function pickArea(name: string, color: string, from: StarterArea, titles: string[]): StarterArea {
  return {
    name,
    color,
    exercises: titles.map((title) => {
      const exercise = from.exercises.find((e) => e.shortDescription === title);
      if (!exercise) throw new Error(`No starter exercise "${title}" in ${from.name}`);
      return exercise;
    }),
  };
}

/**
 * "Brightpath Core Habits": the company-managed program every client gets whole (assign all),
 * three areas of four exercises reused from the starter program.
 */
export const BRIGHTPATH_CORE_HABITS: readonly StarterArea[] = [
  pickArea('Rest & Recovery', '#5c7cfa', SLEEP_AND_ENERGY, [
    'Set a wind-down alarm',
    'Morning daylight',
    'Caffeine cut-off at 2 pm',
    'Phone out of the bedroom',
  ]),
  pickArea('Everyday Movement', '#20c997', MOVEMENT, [
    'A brisk ten-minute walk',
    'Desk stretch break',
    'Take the stairs all day',
    'Strength snack',
  ]),
  pickArea('Calm & Clarity', '#b197fc', MINDFULNESS, [
    'Box breathing',
    'One mindful cup',
    'Three good things',
    'Name the feeling',
  ]),
];

/** Settings of the managed program: every area is assigned. */
export const BRIGHTPATH_CORE_SETTINGS = { dailyExercises: 2, assignAll: true, maxNumberOfAllowedGroups: 3 };
