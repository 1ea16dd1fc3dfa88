import { FRIDAY, type StarterArea } from './starter-area';

/* The starter program's areas for the body: sleep and energy, movement (see starter-program.ts). */

export const SLEEP_AND_ENERGY: StarterArea = {
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

export const MOVEMENT: StarterArea = {
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
