let broken = 
