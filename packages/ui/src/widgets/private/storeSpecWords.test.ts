import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../messages';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

// The store widgets' English is the spec's, which the domain holds: one wording, checked here.
describe("the store widgets speak the spec's words", () => {
  it('billing address messages (part 2 §5)', () => {
    // The address's refusals are the domain catalogue's (the API answers them too); the names'
    // are the person's, as sign-up and the profile show them.
    expect(uiMessages.en['billingAddress.addressRequired']).toBe('Address is required');
    expect(uiMessages.en['postalAddress.cityRequired']).toBe('City is required');
    expect(uiMessages.en['billingAddress.stateRequired']).toBe('State or Region is required');
    expect(uiMessages.en['billingAddress.zipRequired']).toBe('Zip or Postal Code is required');
    expect(uiMessages.en['billingAddress.countryRequired']).toBe('Country is required');
    expect(uiMessages.en['person.firstNameRequired']).toBe('First Name is required');
    expect(uiMessages.en['person.lastNameRequired']).toBe('Last Name is required');
  });

  it('card messages (part 2 §5)', () => {
    // The card's refusals are the domain catalogue's (the API answers them too).
    expect(uiMessages.en['card.invalidNumber']).toBe('Invalid Card Number');
    expect(uiMessages.en['card.invalidExpiration']).toBe('Invalid Expiration Date');
    expect(uiMessages.en['card.invalidVerificationValue']).toBe('Invalid Security Code');
  });

  it('cart messages (part 2 §2, §8)', () => {
    expect(messages['ui.cartSummary.itemRemoved']).toBe('Item removed from cart');
    expect(messages['ui.cartSummary.removeFailed']).toBe('Error removing item');
    expect(messages['ui.cartSummary.empty']).toBe(
      'You have no items in your shopping cart. Go ahead and start shopping!',
    );
    expect(messages['ui.jamTrackSearch.added']).toBe('JamTrack was added to cart successfully.');
    expect(messages['ui.jamTrackSearch.addFailed']).toBe(
      'There was an error adding the JamTrack to the cart.',
    );
  });

  it('wallet confirmation messages (part 2 §8)', () => {
    expect(messages['ui.walletConfirm.placed']).toBe(
      'Your PayPal order was placed. Enjoy your JamTracks!',
    );
    expect(messages['ui.walletConfirm.authorizationExpired']).toBe(
      'PayPal authorization has expired. Please restart the PayPal confirmation process.',
    );
    expect(messages['ui.walletConfirm.purchaseError']).toBe('PayPal Purchase Error: {message}');
    expect(messages['ui.walletConfirm.contactSupport']).toBe(
      'PayPal Error. please contact support {email}',
    );
  });
});
