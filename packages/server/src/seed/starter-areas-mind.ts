import { FRIDAY, MONDAY, type StarterArea, WEDNESDAY } from './starter-area';

/* The starter program's areas for the mind: mindfulness, connection, focus and purpose (see starter-program.ts). */

export const MINDFULNESS: StarterArea = {
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

export const CONNECTION: StarterArea = {
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

export const FOCUS_AND_PURPOSE: StarterArea = {
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
