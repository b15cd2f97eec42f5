import PendingScreen from '../../app/routes/pending-screen';

export default PendingScreen;
