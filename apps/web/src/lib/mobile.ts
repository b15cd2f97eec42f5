/** Phones and tablets get the mobile notice instead of the app (spec §1). */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini|IEMobile/i.test(userAgent);
}
