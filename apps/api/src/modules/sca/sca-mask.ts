const BULLET = '•';

/** "camille.durand@example.com" -> "c•••@example.com": enough for the user to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return BULLET.repeat(3);
  return `${email.slice(0, 1)}${BULLET.repeat(3)}${email.slice(at)}`;
}

/** "+33 6 12 34 56 78" -> "+33 6 •• •• •• 78"; other numbers keep their last two digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const french = /^(?:\+33|0033|0)([1-9])(\d{8})$/.exec(digits);
  if (french?.[1] && french[2]) {
    const pairs = `${BULLET.repeat(2)} `.repeat(3);
    return `+33 ${french[1]} ${pairs}${french[2].slice(-2)}`;
  }
  const plain = digits.replace(/\D/g, '');
  return `${digits.startsWith('+') ? '+' : ''}${BULLET.repeat(Math.max(plain.length - 2, 2))}${plain.slice(-2)}`;
}
