import '../../../app/connect-api';
import type { Member, MemberGroups, MemberList } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '../../../layouts/app-layout/profile-menu';
import { clickDeferredTrigger } from '../../../testing/deferred-trigger';
import { aMember } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import Profile from '../pages/profile';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const member = (uid: string, displayName: string, over: Partial<Member> = {}): Member =>
  aMember({ uid, email: `${uid}@example.com`, displayName, createdAt: '2024-01-15T10:00:00.000Z', ...over });

const ME = member('me', 'Meg Ryan', {
  title: 'Product Lead',
  bio: 'Builds calm tools.',
  phone: '+1 555 0100',
  website: 'https://meg.example.com',
  address: '1 Main St',
  city: 'Springfield',
  postCode: '12345',
  role: 'admin',
  avatarUrl: '/api/avatars/me?v=2',
});
const OTHERS = [
  member('a', 'Ana Lopez', {
    title: 'Designer',
    role: 'admin',
    phone: '+1 555 0100',
    address: '9 Elm St',
    experiences: [
      { title: 'Art Director', company: 'Studio North', from: '2021-03', to: null },
      { title: 'Designer', company: 'Print & Co', from: '2018-09', to: '2021-02' },
    ],
    interests: ['Typography', 'Hiking'],
  }),
  member('b', 'Bob Stone', { email: null }),
  member('c', 'Cy Young'),
];

let following = false;

function stubServer(meResponse: () => Response = () => json(ME)) {
  const calls: URL[] = [];
  following = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(url);
      if (url.pathname === '/api/me') return meResponse();
      if (url.pathname === '/api/members') {
        const everyone = [ME, ...OTHERS];
        const body: MemberList = { items: everyone, total: everyone.length, page: 1, pageSize: 9 };
        return json(body);
      }
      const follow = /^\/api\/members\/([^/]+)\/follow$/.exec(url.pathname);
      if (follow) {
        if (request.method === 'PUT') following = true;
        if (request.method === 'DELETE') following = false;
        return json({ followers: following ? 4 : 3, following: 7, followedByMe: following });
      }
      const one = /^\/api\/members\/([^/]+)$/.exec(url.pathname);
      if (one && one[1] !== 'groups') {
        const found = OTHERS.find((m) => m.uid === one[1]);
        if (!found) return json({ error: 'There is no such member.', code: 'not_found' }, 404);
        // Another member's view: the public profile, without contact fields.
        const { phone, address, city, postCode, birthDate, emailVisible, ...view } = found;
        return json(view);
      }
      if (url.pathname === '/api/members/groups') {
        const everyone = [ME, ...OTHERS];
        const groups: MemberGroups['groups'] = (['admin', 'manager', 'member'] as const).map((role) => {
          const sample = everyone.filter((m) => m.role === role);
          return { role, count: sample.length, sample };
        });
        return json({ total: everyone.length, groups } satisfies MemberGroups);
      }
      return json({ error: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile page', { timeout: 30_000 }, () => {
  it("shows the signed-in member's profile, contact, connections and groups", async () => {
    const calls = stubServer();
    renderWithProviders(<Profile />, { route: '/app/pages/profile' });

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Meg Ryan');
    expect(screen.getByText('Product Lead')).toBeInTheDocument();
    expect(screen.getByText('Builds calm tools.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Meg Ryan' })[0]).toHaveAttribute('src', '/api/avatars/me?v=2');
    expect(screen.getByRole('link', { name: /Edit Profile/ })).toHaveAttribute(
      'href',
      '/app/pages/setting/edit-profile',
    );

    const contact = screen.getByTestId('profile-contact');
    expect(within(contact).getByRole('link', { name: 'https://meg.example.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(contact).getByRole('link', { name: 'https://meg.example.com' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(contact).getByText('1 Main St, 12345 Springfield')).toBeInTheDocument();

    const connections = await screen.findByTestId('profile-connections');
    expect(within(connections).getAllByRole('listitem')).toHaveLength(3); // everyone but Meg
    expect(within(connections).queryByText('Meg Ryan')).toBeNull();
    expect(within(connections).getByText('Designer')).toBeInTheDocument();
    const list = calls.find((u) => u.searchParams.get('sort') === 'lastSeenAt');
    expect(list?.searchParams.get('pageSize')).toBe('9');
    expect(list?.searchParams.get('order')).toBe('desc');

    // The groups are counted by the server (GET /api/members/groups), not from a page of members.
    const group = (role: string) => screen.getByTestId(`group-${role}`).closest('li');
    await waitFor(() => expect(group('admin')).toHaveTextContent('Admins (2)'));
    expect(group('manager')).toHaveTextContent('Managers (0)');
    expect(group('member')).toHaveTextContent('Members (2)');
    expect(calls.some((u) => u.pathname === '/api/members' && u.searchParams.get('sort') === 'role')).toBe(
      false,
    );
  });

  it("shows another member's public profile with Follow and Message, and their experiences and interests", async () => {
    stubServer();
    const { router } = renderWithProviders(
      <AntdApp>
        <Profile />
      </AntdApp>,
      { route: '/app/pages/profile/a' },
    );
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ana Lopez');
    expect(screen.queryByRole('link', { name: /Edit Profile/ })).toBeNull();
    const contact = screen.getByTestId('profile-contact');
    expect(within(contact).queryByText('Phone')).toBeNull();
    expect(within(contact).queryByText('Address')).toBeNull();

    const experiences = screen.getByTestId('profile-experiences');
    expect(experiences).toHaveTextContent('Art Director');
    expect(experiences).toHaveTextContent('Studio North');
    expect(experiences).toHaveTextContent('Mar 2021 – Present');
    expect(experiences).toHaveTextContent('Sep 2018 – Feb 2021');
    expect(within(screen.getByTestId('profile-interests')).getAllByRole('listitem')).toHaveLength(2);

    expect(await screen.findByTestId('follow-counts')).toHaveTextContent('3 followers · 7 following');
    const follow = screen.getByRole('button', { name: /Follow/ });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(await screen.findByText('You now follow Ana Lopez.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('follow-counts')).toHaveTextContent('4 followers'));
    expect(screen.getByRole('button', { name: /Following/ })).toHaveAttribute('aria-pressed', 'true');

    // Message opens the chat with her.
    await userEvent.click(screen.getByRole('button', { name: /Message/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/app/apps/chat?with=a');
  });

  it('offers Message to a member who hides their e-mail too: the chat needs no address', async () => {
    stubServer();
    renderWithProviders(<Profile />, { route: '/app/pages/profile/b' });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Bob Stone');
    expect(screen.getByRole('button', { name: /Message/ })).toBeInTheDocument();
    expect(screen.getByText('No experiences listed.')).toBeInTheDocument();
  });

  it('offers Retry when the profile cannot be loaded', async () => {
    let fail = true;
    stubServer(() => (fail ? json({ error: 'Server down' }, 500) : json(ME)));
    renderWithProviders(<Profile />, { route: '/app/pages/profile' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Meg Ryan');
  });
});

describe('profile menu', { timeout: 30_000 }, () => {
  const firebaseUser = {
    uid: 'me',
    email: 'me@example.com',
    displayName: 'Firebase Name',
    photoURL: null,
    emailVerified: true,
    providerIds: ['google.com'],
  };

  it("shows the member's name, title and avatar from /api/me and links to the settings", async () => {
    stubServer();
    const { router } = renderWithProviders(
      <AntdApp>
        <ProfileMenu />
      </AntdApp>,
      { preloadedState: { user: { current: firebaseUser } } },
    );
    // Named by what it shows, after a hidden "Account menu" (label in name): name, then title.
    const trigger = await screen.findByRole('button', { name: 'Account menu Meg Ryan Product Lead' });
    // The avatar repeats the name: hidden from the button's name, still the member's picture.
    expect(within(trigger).getByRole('img', { name: 'Meg Ryan', hidden: true })).toHaveAttribute(
      'src',
      '/api/avatars/me?v=2',
    );

    await clickDeferredTrigger('Account menu Meg Ryan Product Lead');
    expect(await screen.findByTestId('profile-provider')).toHaveTextContent('Google');
    for (const name of ['Edit Profile', 'Account Setting', 'Billing', 'Help Center', 'Sign Out']) {
      // (antd's menu icons are labelled images too: "edit Edit Profile")
      expect(screen.getByRole('menuitem', { name: new RegExp(`${name}$`) })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('menuitem', { name: /Billing$/ }));
    expect(router.state.location.pathname).toBe('/app/pages/setting/billing');
  });

  it('falls back to the Firebase user and its provider line while /api/me is not there', async () => {
    stubServer(() => json({ error: 'Server down' }, 500));
    renderWithProviders(
      <AntdApp>
        <ProfileMenu />
      </AntdApp>,
      { preloadedState: { user: { current: firebaseUser } } },
    );
    await clickDeferredTrigger('Account menu Firebase Name');
    expect(await screen.findByTestId('profile-provider')).toHaveTextContent('Google');
  });
});
