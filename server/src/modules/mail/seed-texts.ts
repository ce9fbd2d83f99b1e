// The words of the demo mail: subjects and paragraphs drawn by the seeds, a few in Chinese, Japanese and French
// so a search in those languages finds something on a fresh install.

export const DEMO_SUBJECTS = [
  'Q3 planning: agenda',
  'Catalogue clean-up',
  'New checkout numbers',
  'Product photos for the autumn range',
  'Supplier delivery next Tuesday',
  'Design review notes',
  'Quarterly report draft',
  'Customer feedback summary',
  'Holiday schedule',
  'Team lunch on Friday',
  'Pricing page update',
  'Inventory count',
  'Marketing campaign ideas',
  'Shipping delays in the north region',
  'Onboarding checklist',
  '上海仓库的库存更新',
  '来週の打ち合わせについて',
  'Réunion de lundi : ordre du jour',
  'Bug report: order export',
  'Dashboard target for next month',
];

export const DEMO_PARAGRAPHS = [
  'Could you have a look at the attached figures before our call? The conversion rate moved a lot this week.',
  'Thanks for the quick turnaround on this, the team really appreciated it.',
  'I have updated the spreadsheet with the latest numbers from the warehouse.',
  'Let us keep the white background for the product pictures, like the shoes.',
  'The supplier confirmed the delivery for Tuesday morning, 25 boxes in total.',
  'Please review the notes and add anything I missed before Thursday.',
  'We should move the variant picker to a full-width list on small screens.',
  'Customers keep asking about the delivery times to Lyon and Lisbon.',
  'The monthly target is on the Dashboard; admins can change it there.',
  'I will share the agenda in the morning. Feel free to add topics.',
  'Orders page, then filter by date: you can export the result as CSV too.',
  'Can we ship the new gallery this sprint? The mock-ups look clean.',
  '上海仓库的库存已经更新，请在周五之前确认订单。',
  '请查看附件中的季度报告，并告诉我你的意见。',
  '来週の打ち合わせは火曜日の午後二時からです。資料を事前に共有します。',
  '新しい商品写真をアップロードしました。ご確認をお願いします。',
  'La réunion de lundi commencera à 10 h. Merci de préparer vos chiffres.',
  'Nous avons reçu les nouvelles photos du catalogue, elles sont superbes.',
];

export const DEMO_SIGN_OFFS = [
  'Best,',
  'Thanks!',
  'Cheers,',
  'Talk soon,',
  'よろしくお願いします。',
  '谢谢！',
];

/** The welcome thread each new member finds in their Inbox. */
export const WELCOME_THREAD = [
  {
    subject: 'Welcome to Atrium',
    html: `<h2>Welcome aboard!</h2><p>This is your mailbox: messages between members of the workspace land in your <strong>Inbox</strong>, and what you send is kept in <strong>Sent</strong>.</p><p>Reply to this message to say hello.</p>`,
  },
  {
    subject: 'Re: Welcome to Atrium',
    html: `<p>A few tips to get around:</p><ul><li>Star what you want to find again, and sort mail with the <em>Works</em>, <em>Private</em> and <em>Important</em> labels, or labels of your own.</li><li>Search finds senders, subjects and text, in any language.</li><li>Drafts are saved as you type.</li></ul>`,
  },
];
