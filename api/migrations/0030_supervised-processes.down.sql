DROP TABLE supervised_processes;
