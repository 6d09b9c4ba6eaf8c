import { type Person, parseQueryAction, withoutQueryAction } from '@backline/domain';
import { useLocation, useNavigate } from '@remix-run/react';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { loadPerson } from '../../api/people';
import { useFriendActions } from '../../hooks/useFriendActions';

// The dialog and the panel open on a person's action (or a ?open=… address, handled after
// hydration), never in the server's first paint: their code — thread, composer, panel, React
// Aria's modal machinery, the message schema — loads on the first open instead of with every page.
const MessageDialog = lazy(() =>
  import('./MessageDialog').then((module) => ({ default: module.MessageDialog })),
);
const ProfilePanelDrawer = lazy(() =>
  import('./ProfilePanelDrawer').then((module) => ({ default: module.ProfilePanelDrawer })),
);

interface PeopleOverlaysValue {
  /** Opens the message dialog with a person (from any list, card or panel). */
  openMessage: (person: Pick<Person, 'id' | 'name'>) => void;
  /** Opens the right-side profile panel of a person. */
  openDetails: (person: Person) => void;
  /** Tells overlays that a person's friend flags changed (the panel's button follows). */
  personChanged: (person: Person) => void;
  /** Calls `listener` when the panel changes a person's friend flags; returns the unsubscribe. */
  watchPeople: (listener: PersonChangeListener) => () => void;
}

type PersonChangeListener = (
  person: Person,
  change: Pick<Person, 'is_friend' | 'pending_friend_request'>,
) => void;

const PeopleOverlaysContext = createContext<PeopleOverlaysValue | null>(null);

export function usePeopleOverlays(): PeopleOverlaysValue {
  const value = useContext(PeopleOverlaysContext);
  if (!value) throw new Error('usePeopleOverlays needs the signed-in shell');
  return value;
}

/**
 * The message dialog and the profile panel, reachable from any signed-in page, and the query
 * actions of part 1 §2: `?open=message|connect|details&id=<user id>` opens the dialog, sends a
 * friend request, or opens the panel; the two parameters are then dropped from the address so
 * a reload does not repeat the action.
 */
export function PeopleOverlays({ me, children }: { me: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [messageWith, setMessageWith] = useState<Pick<Person, 'id' | 'name'> | null>(null);
  const [details, setDetails] = useState<Person | null>(null);
  const watchers = useRef(new Set<PersonChangeListener>());
  // Once opened, each overlay stays mounted so its closing animation and state work as before.
  const messageUsed = useRef(false);
  const detailsUsed = useRef(false);
  messageUsed.current ||= messageWith !== null;
  detailsUsed.current ||= details !== null;
  const friendActions = useFriendActions(
    me,
    useCallback<PersonChangeListener>((person, change) => {
      setDetails((current) => (current?.id === person.id ? { ...current, ...change } : current));
      for (const watcher of watchers.current) watcher(person, change);
    }, []),
  );

  const handled = useRef<string | null>(null);
  useEffect(() => {
    const action = parseQueryAction(location.search);
    if (!action || handled.current === location.key) return;
    handled.current = location.key;
    navigate(`${location.pathname}${withoutQueryAction(location.search)}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
    if (action.userId === me) return;
    void loadPerson(action.userId)
      .then((person) => {
        if (action.open === 'message') setMessageWith(person);
        else if (action.open === 'details') setDetails(person);
        else if (!person.is_friend && !person.pending_friend_request) {
          void friendActions.sendRequest(person);
        }
      })
      .catch(() => {
        // An unknown or malformed id: nothing to open (403/404 are only logged, §8).
      });
  }, [location, navigate, me, friendActions]);

  const value = useMemo<PeopleOverlaysValue>(
    () => ({
      openMessage: setMessageWith,
      openDetails: setDetails,
      personChanged: (person) =>
        setDetails((current) => (current?.id === person.id ? person : current)),
      watchPeople: (listener) => {
        watchers.current.add(listener);
        return () => {
          watchers.current.delete(listener);
        };
      },
    }),
    [],
  );

  return (
    <PeopleOverlaysContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {messageUsed.current && (
          <MessageDialog me={me} person={messageWith} onClose={() => setMessageWith(null)} />
        )}
        {detailsUsed.current && (
          <ProfilePanelDrawer
            me={me}
            person={details}
            onClose={() => setDetails(null)}
            onMessage={(person) => setMessageWith(person)}
            friendActions={friendActions}
          />
        )}
      </Suspense>
    </PeopleOverlaysContext.Provider>
  );
}
