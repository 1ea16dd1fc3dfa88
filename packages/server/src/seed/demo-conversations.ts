/* The demo coach's planned conversations with five clients (demo-messaging.ts writes them). */

/** Who wrote it, how many hours before `now`, and what. */
export type Line = [from: 'coach' | 'client', hoursAgo: number, text: string];

export interface Conversation {
  client: string;
  /** How many of the room's last messages each side has not read (all from the other side). */
  unread: { coach: number; client: number };
  lines: Line[];
}

/** The planned conversations, oldest message first. */
export const DEMO_CONVERSATIONS: Conversation[] = [
  {
    client: 'client@demo.test',
    unread: { coach: 0, client: 1 },
    lines: [
      [
        'coach',
        320,
        'Hi Casey! Great to have you on board. How did the first week with the morning stretch go?',
      ],
      [
        'client',
        318.6,
        'Honestly better than I expected. Four mornings out of five, and the one I skipped was the day I overslept.',
      ],
      ['coach', 317.9, 'Four out of five is a strong start. What helped on the days you did it?'],
      ['client', 296.2, 'Laying out my mat the night before. If it is there when I wake up, I just do it.'],
      [
        'coach',
        295.5,
        'Love that: you made the easy choice the default. Keep the mat trick going this week.',
      ],
      ['client', 240.3, 'Quick update: I ran my first 5K without walking on Saturday!'],
      ['coach', 239.1, 'That is huge, Casey! How did your body feel the day after?'],
      [
        'client',
        238.4,
        'Legs were sore but nothing bad. I stretched in the evening, which I never used to do.',
      ],
      [
        'client',
        170.7,
        'This week was rough. Back-to-back meetings every day and I skipped my lunchtime walk three times.',
      ],
      [
        'coach',
        168.2,
        'Thanks for being honest about it. Weeks like this happen. Could you block 15 minutes between two calls tomorrow and treat it like a meeting with yourself?',
      ],
      [
        'client',
        150.5,
        'Tried it today. Only managed one block, but I took the walk and felt calmer in the afternoon stand-up.',
      ],
      [
        'coach',
        149.8,
        'One block is a win. Notice how the afternoon felt different: that is the evidence you need.',
      ],
      ['client', 75.4, 'Eight kilometres in the rain on Sunday. Longest run so far!'],
      [
        'coach',
        74.6,
        'Amazing progress, you are on track for the 10K. How is sleep holding up with the extra training?',
      ],
      ['client', 30.2, 'Fine on weekdays, but I stay up too late reading on weekends and feel it on Monday.'],
      [
        'coach',
        1.5,
        'Good pattern to spot. Before our call on Thursday, try putting the book down at 10:30 on Saturday and notice how Monday morning feels.',
      ],
    ],
  },
  {
    client: 'priya.patel@demo.test',
    unread: { coach: 1, client: 0 },
    lines: [
      [
        'client',
        300.4,
        'Hi Jordan, I run my first retrospective with the team in two weeks and I am nervous about it.',
      ],
      ['coach', 299.2, 'That is a great milestone, Priya. What part feels most uncertain right now?'],
      [
        'client',
        298.5,
        'Getting people to speak up. Some of the quieter folks never say anything in our meetings.',
      ],
      [
        'coach',
        297.1,
        'A simple trick: start with two minutes of silent writing on sticky notes, so everyone has a voice before the loudest one sets the tone.',
      ],
      [
        'client',
        220.6,
        "I shadowed the design team's retro yesterday. Their start, stop, continue board worked really well.",
      ],
      ['coach', 218.3, 'Nice, that milestone is done. Shall we draft your agenda together next session?'],
      ['client', 217.7, 'Yes please! I will bring a first version.'],
      ['coach', 120.2, 'How is the draft coming along? Anything you want me to look at before Friday?'],
      [
        'client',
        118.9,
        'Almost done. I added a five-minute check-in round at the start so people settle in.',
      ],
      [
        'coach',
        117.4,
        'Perfect. Leave time at the end to agree on one or two actions: a retro without follow-up quickly loses trust.',
      ],
      [
        'client',
        6.3,
        'The retro was today and it went so much better than I feared! Two of the quiet people shared ideas, and we agreed on three actions for the next sprint.',
      ],
    ],
  },
  {
    client: 'marcus.johnson@demo.test',
    unread: { coach: 1, client: 0 },
    lines: [
      [
        'coach',
        310.5,
        'Hi Marcus, your reflections mention being tired most mornings. How has your sleep been?',
      ],
      ['client', 305.1, 'Not great. I usually scroll on my phone until midnight and then wake up at 6.'],
      [
        'coach',
        304.4,
        'That is about six hours. What would it take to keep your phone out of the bedroom for one week, as an experiment?',
      ],
      ['client', 280.8, 'I can try. I will need an actual alarm clock though.'],
      ['coach', 279.6, 'A cheap alarm clock might be the best investment you make this month.'],
      [
        'client',
        190.2,
        'Four nights without the phone in the bedroom. Falling asleep takes longer, but I wake up less groggy.',
      ],
      [
        'coach',
        189.3,
        'That is a real signal. Falling asleep faster often comes in the second week; try reading a few pages instead of lying there.',
      ],
      ['client', 100.7, 'Bad night again after a late work dinner, but I was back on track the next day.'],
      [
        'coach',
        98.1,
        'One late night does not undo the habit. Getting back on track the next day is exactly the skill we are building.',
      ],
      ['client', 31.4, 'Week two done: asleep by 11 most nights. My energy has been a 5 or 6 all week.'],
    ],
  },
  {
    client: 'elena.rossi@demo.test',
    unread: { coach: 2, client: 0 },
    lines: [
      ['coach', 330.2, 'Hi Elena, how is the breathing exercise from our last session going?'],
      ['client', 329.4, 'Good! I do it before my first meeting. It helps me start the day calmer.'],
      ['coach', 328.8, 'Wonderful. Keep noticing when it helps most.'],
      ['client', 250.5, 'Work got busier this week. A big project deadline moved up by two weeks.'],
      [
        'coach',
        249.3,
        'That is a lot of pressure. What is one thing you can say no to while the deadline is on?',
      ],
      [
        'client',
        247.6,
        'Probably the extra committee meeting on Wednesdays. I will ask if someone can cover.',
      ],
      ['coach', 200.1, 'Did you manage to hand off the Wednesday meeting?'],
      ['client', 160.9, 'Not yet. I did not want to let anyone down.'],
      [
        'coach',
        158.4,
        'I understand. Saying no can feel like letting people down, but protecting your energy is what lets you show up well for them.',
      ],
      [
        'client',
        58.3,
        'My stress scores have been low for days. I am sleeping badly and skipped my breathing practice all week.',
      ],
      [
        'client',
        57.8,
        'Sorry for the long silence. Could we move our next session earlier? I think I need to talk it through.',
      ],
    ],
  },
  {
    client: 'aisha.khan@demo.test',
    unread: { coach: 0, client: 0 },
    lines: [
      [
        'client',
        200.6,
        'Hi Jordan, I finished the third lesson of Resilience 101. The reframing exercise was eye-opening.',
      ],
      ['coach', 199.4, 'So glad to hear it! Which situation did you try reframing?'],
      [
        'client',
        198.7,
        "Missing my gym sessions. Instead of 'I failed again' I wrote 'I did two of three, and I know what got in the way.'",
      ],
      ['coach', 197.2, 'That is exactly it. What got in the way?'],
      ['client', 150.3, 'Late meetings on Thursdays. I moved that workout to Saturday morning.'],
      ['coach', 149.5, 'Smart adjustment. Let me know how the Saturday session feels.'],
      ['client', 40.1, 'Saturday workouts are my favourite now: the gym is quiet and I do not rush.'],
      [
        'coach',
        20.4,
        'Love it. A habit that fits your life sticks. Keep going with the Mindful Mornings lessons too!',
      ],
    ],
  },
];
